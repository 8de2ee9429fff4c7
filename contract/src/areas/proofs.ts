import { entryOf, rightOf } from '../resources/registry';
import type { ProofMessages, ProofResource } from './proofResource';
import { registered } from './registered';

const turboRegistered = registered('proof', 'turbo');
const forexRegistered = registered('proof', 'forex');

/** The call texts and form rules both areas share word for word (spec §5, §8). */
const COMMON_MESSAGES = {
  pdfFailed: 'Failed to generate PDF',
  invalidUsername: 'Please enter a valid username',
  requiredFields: 'User, Event Name, Navigation, Proof Type, Sport Name, and MarketName are required fields',
  invalidProofType: 'Invalid proof type selected',
  invalidSport: 'Invalid sport selected',
  tooManyImages: 'You can only upload a maximum of 6 images',
  tooManyNavigation2Images: 'You can upload a maximum of 6 images for Navigation 2',
} satisfies Partial<ProofMessages>;

/** The Turbo area's proofs (the API's clients), with the call texts of spec/turbo.md. */
export const turboProof: ProofResource = {
  ...turboRegistered,
  uploadKind: 'proofs',
  rights: {
    ...turboRegistered.rights,
    pdfDownload: rightOf(entryOf('proof', 'turbo'), 'pdf_download'),
  },
  messages: {
    ...COMMON_MESSAGES,
    lookupFailed: {
      whitelabels: 'Failed to fetch whitelabels',
      prooftypes: 'Failed to fetch proof types',
      sports: 'Failed to fetch sports',
    },
    fetchFailed: 'Failed to fetch clients',
    fetchOneFailed: 'Failed to fetch client',
    createFailed: 'Failed to create client',
    updateFailed: 'Failed to update client',
    deleteFailed: 'Failed to delete client',
    created: 'Proof created successfully!',
    updated: 'Proof updated successfully!',
    deleted: 'Proof deleted successfully!',
    notFound: 'Proof not found',
    accessDenied: 'Access denied. You do not have permission to view Proof.',
    invalidWhitelabel: 'Invalid whitelabel user selected',
    denied: {
      create: 'You do not have permission to create a client.',
      update: 'You do not have permission to update a client.',
      delete: 'You do not have permission to delete a client.',
      preview: 'You do not have permission to preview a client.',
      pdf: 'You do not have permission to generate a PDF.',
    },
  },
};

/** The Forex area's proofs, with the call texts of spec/forex.md. */
export const forexProof: ProofResource = {
  ...forexRegistered,
  uploadKind: 'proofs',
  rights: {
    ...forexRegistered.rights,
    pdfDownload: rightOf(entryOf('proof', 'forex'), 'pdf_download'),
  },
  messages: {
    ...COMMON_MESSAGES,
    lookupFailed: {
      whitelabels: 'Failed to fetch forexWhitelabels',
      prooftypes: 'Failed to fetch proof types',
      sports: 'Failed to fetch sports',
    },
    fetchFailed: 'Failed to fetch forexProofs',
    fetchOneFailed: 'Failed to fetch forexProof',
    createFailed: 'Failed to create forexProof',
    updateFailed: 'Failed to update forexProof',
    deleteFailed: 'Failed to delete forexProof',
    created: 'Forex proof created successfully!',
    updated: 'Forex proof updated successfully!',
    deleted: 'Forex proof deleted successfully!',
    notFound: 'Forex proof not found',
    accessDenied: 'Access denied. You do not have permission to view Forex Proof.',
    invalidWhitelabel: 'Invalid forexWhitelabel user selected',
    denied: {
      create: 'You do not have permission to create a forexProof',
      update: 'You do not have permission to update a forexProof',
      delete: 'You do not have permission to delete a forexProof',
      preview: 'You do not have permission to preview a forexProof',
      pdf: 'You do not have permission to generate a PDF.',
    },
  },
};
