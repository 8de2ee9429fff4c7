import type { Permission } from '../permissions';
import type { Rights } from './types';

export interface ProofRights extends Rights {
  pdfDownload: Permission;
}

/** Texts of the proof page, form, preview and API of one area (spec turbo.md / forex.md §2, §5, §6, §8). */
export interface ProofMessages {
  /** Fallbacks when the server sends no message. */
  fetchFailed: string;
  fetchOneFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  lookupFailed: { whitelabels: string; prooftypes: string; sports: string };
  pdfFailed: string;
  /** Alerts after a failed save; `{reason}` is replaced by the server's message or the fallback. */
  createFailedAlert: string;
  updateFailedAlert: string;
  /** 'Failed to download PDF: {reason}. Please ensure ...'. */
  downloadFailed: string;
  /** Success texts (the API's answers use the same without the '!'). */
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  confirmDelete: string;
  empty: string;
  loadFailed: string;
  accessDenied: string;
  /** What a person without the right is told (the page hides the button; the API answers 403 with it). */
  denied: { create: string; update: string; delete: string; preview: string; pdf: string };
  /** Form rules (spec §5). */
  invalidUsername: string;
  requiredFields: string;
  invalidWhitelabel: string;
  invalidProofType: string;
  invalidSport: string;
  tooManyImages: string;
  tooManyNavigation2Images: string;
  proofMakerRequired: string;
  userFound: string;
  userNotFound: string;
}

export interface ProofResource {
  route: '/proof' | '/forex_proof';
  /** Base path under /api. */
  apiBase: '/client' | '/forexProof';
  /** The record's name in the API's answers: `${noun} created successfully`. */
  noun: string;
  /** The name of the area's proofs on the Data Backup screen. */
  backupCollection: 'client' | 'forexproof';
  /** Folder of the proofs' images under DATA_DIR/uploads/<area>/. */
  uploadKind: 'proofs';
  rights: ProofRights;
  title: string;
  addLabel: string;
  createTitle: string;
  editTitle: string;
  /** The preview's Edit button (Turbo: Edit, Forex: Edit Forex Proof). */
  editLabel: string;
  previewTitle: string;
  filterTitle: string;
  pageSizes: readonly number[];
  defaultPageSize: number;
  messages: ProofMessages;
}

/** The proof list's page sizes in both areas (spec §9), default 20. */
export const PROOF_PAGE_SIZES = [10, 20, 50, 100] as const;
