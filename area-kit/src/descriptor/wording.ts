import type { CatalogueMessages } from '@console/contract/areas';

/**
 * The wording half of an area descriptor, owned by each area remote: what the area kit's pages say on
 * their own (titles, labels, column headings, confirmations, empty states) and how they start (page
 * sizes, first sort). What the API answers or needs is the contract half (`@console/contract/areas`).
 */
export interface CatalogueWording {
  title: string;
  messages: {
    confirmDelete: string;
    empty: string;
    noAccess: string;
  };
}

export interface WhitelabelWording extends CatalogueWording {
  addLabel: string;
  userColumn: string;
  editLabel: string;
  previewTitle: string;
  /** Heading of the detail page behind the logo link. */
  detailTitle: string;
  pageSizes: readonly number[];
}

export interface ProofTypeWording extends CatalogueWording {
  addLabel: string;
  typeColumn: string;
  contentColumn: string;
  editLabel: string;
}

export interface SportWording extends CatalogueWording {
  addLabel: string;
  nameColumn: string;
  editLabel: string;
  previewTitle: string;
  pageSizes: readonly number[];
}

export interface NoteWording extends CatalogueWording {
  addLabel: string;
  editLabel: string;
  previewTitle: string;
  pageSizes: readonly number[];
}

export interface ReportWording {
  title: string;
  createTitle: string;
  updateTitle: string;
  filterTitle: string;
  /** Turbo sorts by date descending at first; Forex has no initial sort (server order). */
  defaultSort: { key: 'date'; direction: 'desc' } | null;
  pageSizes: readonly number[];
  defaultPageSize: number;
  messages: {
    exported: string;
    /** Prefixes of the alerts, followed by the reason. */
    createFailedAlert: string;
    updateFailedAlert: string;
    deleteFailedAlert: string;
    exportFailedAlert: string;
    confirmDelete: string;
    empty: string;
  };
}

export interface ProofWording {
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
  messages: {
    /** Alerts after a failed save; `{reason}` is replaced by the server's message or the fallback. */
    createFailedAlert: string;
    updateFailedAlert: string;
    /** 'Failed to download PDF: {reason}. Please ensure ...'. */
    downloadFailed: string;
    confirmDelete: string;
    empty: string;
    loadFailed: string;
    proofMakerRequired: string;
    userFound: string;
    userNotFound: string;
  };
}

export interface AreaWording {
  whitelabel: WhitelabelWording;
  prooftype: ProofTypeWording;
  sport: SportWording;
  note: NoteWording;
  report: ReportWording;
  proof: ProofWording;
}

/** Everything a catalogue page says: its calls' texts and its own. */
export type CatalogueTexts = CatalogueMessages & CatalogueWording['messages'];
