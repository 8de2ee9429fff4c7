import type { AreaDescriptor, ResourceKey } from '@console/contract/areas';
import type { AreaWording } from './wording';

/** A whole area descriptor, as the area kit's pages read it: the contract half with the area's wording. */
export type Area = Omit<AreaDescriptor, ResourceKey> & { [K in ResourceKey]: AreaDescriptor[K] & AreaWording[K] };

const RESOURCES: readonly ResourceKey[] = ['whitelabel', 'prooftype', 'sport', 'note', 'report', 'proof'];

/** Puts an area's contract and its remote's wording together, resource by resource. */
export function describeArea(contract: AreaDescriptor, wording: AreaWording): Area {
  const resources = Object.fromEntries(
    RESOURCES.map((key) => [
      key,
      { ...contract[key], ...wording[key], messages: { ...contract[key].messages, ...wording[key].messages } },
    ]),
  ) as Pick<Area, ResourceKey>;
  return { key: contract.key, section: contract.section, label: contract.label, ...resources };
}
