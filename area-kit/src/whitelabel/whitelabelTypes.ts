/** A whitelabel as the pages use it, the same for both areas (the API module maps the wire names). */
export interface Whitelabel {
  _id: string;
  user: string;
  whatsappGroup: string;
  /** A colour with its leading '#'. */
  hexacode: string;
  url: string;
  /** A path under /api, an absolute URL, or empty. */
  logo: string;
}

/** The add/edit form's values; the logo is sent only when one is chosen. */
export interface WhitelabelInput {
  user: string;
  whatsappGroup: string;
  hexacode: string;
  url: string;
  logo: File | null;
}

export type WhitelabelSortKey = 'user' | 'whatsappGroup' | 'hexacode' | 'url';
