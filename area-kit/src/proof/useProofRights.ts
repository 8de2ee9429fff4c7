import type { ProofRights } from '@console/contract/areas';
import { useRights, type CanOf } from '../catalogue/useRights';

export type ProofCan = CanOf<ProofRights>;

/** Which of the proof rights (the catalogue's five and PDF download) the signed-in person holds. */
export const useProofRights = (rights: ProofRights): ProofCan => useRights(rights);
