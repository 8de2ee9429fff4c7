import type { Permission } from '../permissions';
import type { AreaKey, EntryOf } from '../resources/registry';
import type { Rights } from './types';

type ProofEntry = EntryOf<'proof', AreaKey>;

export interface ProofRights extends Rights {
  pdfDownload: Permission;
}

/** What the proof calls of one area say, and the form rules the API enforces (spec turbo.md / forex.md §2, §5, §8). */
export interface ProofMessages {
  /** Fallbacks when a call fails without a message. */
  fetchFailed: string;
  fetchOneFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  lookupFailed: { whitelabels: string; prooftypes: string; sports: string };
  pdfFailed: string;
  /** The API's answers with a '!' (the spec's banner texts). */
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  accessDenied: string;
  /** What a person without the right is told (the page hides the button; the API answers 403 with it). */
  denied: { create: string; update: string; delete: string; preview: string; pdf: string };
  /** Form rules (spec §5), checked by the form and by the API. */
  invalidUsername: string;
  requiredFields: string;
  invalidWhitelabel: string;
  invalidProofType: string;
  invalidSport: string;
  tooManyImages: string;
  tooManyNavigation2Images: string;
}

export interface ProofResource {
  route: ProofEntry['route'];
  /** Base path under /api. */
  apiBase: ProofEntry['apiBase'];
  /** The record's name in the API's answers: `${noun} created successfully`. */
  noun: string;
  /** The name of the area's proofs on the Data Backup screen. */
  backupCollection: ProofEntry['backupCollection'];
  /** Folder of the proofs' images under DATA_DIR/uploads/<area>/. */
  uploadKind: 'proofs';
  rights: ProofRights;
  messages: ProofMessages;
}
