import { useCan } from 'shared-kit';
import type { ProofRights } from '../../areas/proofResource';
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
