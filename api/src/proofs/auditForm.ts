import type { AreaDescriptor } from '@console/contract/areas';
import type { ProofWithRefs } from './records';

/**
 * A proof as its audit entries compare it: the form's fields under the spec's names, its references by
 * the names people pick them by, its images by file name (in order).
 */
export function proofAuditForm({ proof, whitelabel, proofType, sport }: ProofWithRefs, area: AreaDescriptor) {
  return {
    [area.whitelabel.userField]: whitelabel.whitelabelUser,
    prooftype: proofType.type,
    sportname: sport.name,
    agentname: proof.agentName,
    user: proof.proofUser,
    amount: proof.amount,
    profitAndLoss: proof.profitAndLoss,
    eventname: proof.eventName,
    marketname: proof.marketName,
    navigation: proof.navigation,
    navigation2: proof.navigation2,
    date: proof.date,
    proofMaker: proof.proofMaker,
    whatsapp_group: proof.whatsappGroup,
    images: proof.images.map((image) => image.filename),
    navigation2Images: proof.navigation2Images.map((image) => image.filename),
  };
}
