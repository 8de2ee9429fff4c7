import { useCan } from '@console/platform';
import type { ProofRights } from '@console/contract/areas';
import type { Can } from '../catalogue/useRights';

export type ProofCan = Can & { pdfDownload: boolean };

/** Which of the proof rights the signed-in person holds (admin holds all). */
export function useProofRights(rights: ProofRights): ProofCan {
  return {
    listing: useCan(rights.listing),
    create: useCan(rights.create),
    update: useCan(rights.update),
    delete: useCan(rights.delete),
    preview: useCan(rights.preview),
    pdfDownload: useCan(rights.pdfDownload),
  };
}
