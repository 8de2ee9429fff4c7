import {
  DEFAULT_PROOF_STATUS,
  DEFAULT_PROOF_TYPE,
  DEFAULT_VOID_STATUS,
  type ReportInput,
} from '@console/contract/reports';
import type { Proof } from '../proofTypes';

/**
 * What a new report knows from a proof (Add to Report, spec §4): the client user, agent, whitelabel as
 * origin, the day, one original with the proof's sport, event, market and P&L, and the defaults proof
 * status Submitted, void status Void, proof type 'Ground line or Live line'. The rest is the person's.
 */
export function reportFromProof(proof: Proof): Partial<ReportInput> {
  return {
    date: proof.date,
    userName: proof.user,
    agent: proof.agentName,
    origin: proof.whitelabel.user,
    originals: [
      {
        sportNames: [proof.sport.name],
        eventNames: [proof.eventName],
        marketNames: [proof.marketName],
        pl: proof.profitAndLoss,
        betDetails: [],
      },
    ],
    proofType: DEFAULT_PROOF_TYPE,
    proofStatus: DEFAULT_PROOF_STATUS,
    voidStatus: DEFAULT_VOID_STATUS,
  };
}
