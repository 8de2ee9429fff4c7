import type { ProofType } from '../prooftype/proofTypeTypes';
import type { Sport } from '../sport/sportTypes';
import type { Whitelabel } from '../whitelabel/whitelabelTypes';

/** A stored image of a proof: its path under /api (shown from /api/{path}) and the name it was uploaded with. */
export interface ProofImage {
  path: string;
  filename: string;
}

/** A proof as the pages use it, the same for both areas (the API module maps the wire names). */
export interface Proof {
  _id: string;
  whitelabel: Whitelabel;
  agentName: string;
  user: string;
  amount: number;
  proofType: ProofType;
  sport: Sport;
  eventName: string;
  marketName: string;
  navigation: string;
  navigation2: string;
  profitAndLoss: number;
  /** A calendar day, YYYY-MM-DD. */
  date: string;
  proofMaker: string;
  whatsappGroup: string;
  images: ProofImage[];
  navigation2Images: ProofImage[];
  createdAt: string;
  /** Bumped by each write; sent back in If-Match. */
  version?: number;
}

/**
 * A proof as a list page holds it: its proof type without the template HTML (only the preview and the
 * PDF use it; they read the proof itself).
 */
export type ProofListItem = Omit<Proof, 'proofType'> & { proofType: Pick<ProofType, '_id' | 'type'> };

/** The two image groups, by their wire names. */
export const IMAGE_GROUPS = ['images', 'navigation2Images'] as const;
export type ImageGroup = (typeof IMAGE_GROUPS)[number];

/** An image in the form: one the proof has, or a file just chosen (shown at once from an object URL). */
export type DraftImage =
  | { kind: 'stored'; key: string; path: string; filename: string }
  | { kind: 'new'; key: string; file: File; url: string };

/** The form's values: text as typed; the whitelabel by its user name, proof type and sport by id. */
export interface ProofDraft {
  whitelabelUser: string;
  agentName: string;
  user: string;
  amount: string;
  sportId: string;
  eventName: string;
  marketName: string;
  proofTypeId: string;
  navigation: string;
  navigation2: string;
  profitAndLoss: string;
  date: string;
  proofMaker: string;
  whatsappGroup: string;
  images: DraftImage[];
  navigation2Images: DraftImage[];
}

/** What the form saves: the draft with its whitelabel found (the form refuses a user name it cannot find). */
export interface ProofInput extends ProofDraft {
  whitelabelId: string;
}

/** The lists the form and the filter choose from. */
export interface ProofLookups {
  whitelabels: Whitelabel[];
  proofTypes: ProofType[];
  sports: Sport[];
}
