import type { AreaDescriptor } from '@console/contract/areas';
import { RESOURCE_KEYS, type ResourceKey } from '@console/contract/resources';
import type { AreaWording } from './wording';

/** A whole area descriptor, as the area kit's pages read it: the contract half with the area's wording. */
export type Area = Omit<AreaDescriptor, ResourceKey> & { [K in ResourceKey]: AreaDescriptor[K] & AreaWording[K] };

/** Puts an area's contract and its remote's wording together, resource by resource of the registry. */
export function describeArea(contract: AreaDescriptor, wording: AreaWording): Area {
  const resources = Object.fromEntries(
    RESOURCE_KEYS.map((key) => [
      key,
      { ...contract[key], ...wording[key], messages: { ...contract[key].messages, ...wording[key].messages } },
    ]),
  ) as Pick<Area, ResourceKey>;
  return { key: contract.key, section: contract.section, label: contract.label, ...resources };
}
