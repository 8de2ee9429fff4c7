import { todayInKolkata } from '@console/contract/time';
import type { ProofRow, WhitelabelRow } from '../db/schema';
import type { ProofFields } from './fields';
import type { ProofValues } from './records';

/**
 * The row a proof form writes, its images apart: a proof without a date keeps the one it had, or is about
 * today (Asia/Kolkata); without a WhatsApp group it has its whitelabel's. `proofMaker` is decided by the
 * caller (see the routes' proofMakerOf).
 */
export function proofValues(
  fields: ProofFields,
  whitelabel: WhitelabelRow,
  proofMaker: string,
  current?: ProofRow,
): Omit<ProofValues, 'images' | 'navigation2Images'> {
  return {
    whitelabelId: whitelabel.id,
    proofTypeId: fields.proofTypeId,
    sportId: fields.sportId,
    agentName: fields.agentName,
    proofUser: fields.proofUser,
    amount: fields.amount,
    profitAndLoss: fields.profitAndLoss,
    eventName: fields.eventName,
    marketName: fields.marketName,
    navigation: fields.navigation,
    navigation2: fields.navigation2,
    date: fields.date ?? current?.date ?? todayInKolkata(),
    proofMaker,
    whatsappGroup: fields.whatsappGroup ?? whitelabel.whatsappGroup,
  };
}
