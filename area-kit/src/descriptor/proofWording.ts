import type { ProofWording } from './wording';

/** The proof page texts both areas share word for word (spec §5, §8). */
export const SHARED_PROOF_TEXTS = {
  downloadFailed:
    'Failed to download PDF: {reason}. Please ensure you have the necessary permissions and the backend server is running.',
  empty: 'Data Not Found',
  loadFailed: 'Error loading data',
  proofMakerRequired: 'Proof Maker is required before downloading the PDF.',
  userFound: 'User found',
  userNotFound: 'User not found',
} satisfies Partial<ProofWording['messages']>;
