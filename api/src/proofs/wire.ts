import type { AreaDescriptor } from '@console/contract/areas';
import { proofTypeWire, sportWire, whitelabelWire } from '../catalogue/wire';
import type { StoredProofImage } from '../db/schema';
import type { ProofListRefs } from './page';
import type { ProofWithRefs } from './records';

/** An image as the spec's wire shows it: `{data, filename}`, `data` the path the browser loads from /api/{data}. */
const imageWire = (image: StoredProofImage) => ({ data: image.path, filename: image.filename });

/**
 * A proof as turbo.md / forex.md §3 show it: the whitelabel (under the area's whitelabel field name),
 * proof type and sport as references holding their own fields, the spec's field names for the rest.
 */
export function proofWire(refs: ProofWithRefs, area: AreaDescriptor) {
  return { ...common(refs, area), prooftype: proofTypeWire(refs.proofType) };
}

/**
 * A proof of a list page (GET /page): the same, but its proof type without the template HTML, which
 * only the preview and the PDF use (they read the proof by id); 100,000 copies of it made the list huge.
 */
export function proofListWire(refs: ProofListRefs, area: AreaDescriptor) {
  const { id, type, createdAt, updatedAt } = refs.proofType;
  return { ...common(refs, area), prooftype: { _id: id, type, createdAt, updatedAt } };
}

function common({ proof, whitelabel, sport }: Omit<ProofListRefs, 'proofType'>, area: AreaDescriptor) {
  return {
    _id: proof.id,
    [area.whitelabel.userField]: whitelabelWire(whitelabel, area),
    agentname: proof.agentName,
    user: proof.proofUser,
    amount: proof.amount,
    sportname: sportWire(sport, area),
    eventname: proof.eventName,
    marketname: proof.marketName,
    navigation: proof.navigation,
    navigation2: proof.navigation2,
    profitAndLoss: proof.profitAndLoss,
    date: proof.date,
    proofMaker: proof.proofMaker,
    whatsapp_group: proof.whatsappGroup,
    images: proof.images.map(imageWire),
    navigation2Images: proof.navigation2Images.map(imageWire),
    createdAt: proof.createdAt,
    updatedAt: proof.updatedAt,
    version: proof.version,
  };
}
