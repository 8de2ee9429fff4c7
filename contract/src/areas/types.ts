import type { Permission, Section } from '../permissions';
import type { AreaKey, EntryOf, ResourceKey } from '../resources/registry';
import type { ProofResource } from './proofResource';

export type { AreaKey, ResourceKey };

/**
 * The contract half of an area descriptor: what Turbo or Forex is to the API and to every app. Page
 * addresses, API paths, wire field names, the rights each call needs and what each call says (its
 * answers, its refusals, and the fallback when it fails without a message). The API's generic routes
 * read it; the area kit's pages read it together with the wording half, which each area remote owns
 * (titles, labels, column headings, confirmations, empty states, page sizes). What the resource
 * registry says of a resource (route, API base, noun, backup collection, rights) comes from it.
 */

export interface Rights {
  listing: Permission;
  create: Permission;
  update: Permission;
  delete: Permission;
  preview: Permission;
}

/** What the catalogue calls say. */
export interface CatalogueMessages {
  /** The API's answers with a '!' (the spec's banner texts): `${noun} created successfully!`. */
  created: string;
  updated: string;
  deleted: string;
  /** Fallbacks when a call fails without a message. */
  fetchFailed: string;
  fetchOneFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

interface CatalogueResource {
  /** The console route of the page. */
  route: string;
  /** Base path under /api. */
  apiBase: string;
  /**
   * The record's name in the API's answers ('Whitelabel', 'Forex whitelabel'): the API says
   * `${noun} created successfully`, the spec's banner texts without the '!'.
   */
  noun: string;
  /** Its name on the Data Backup screen. */
  backupCollection: string;
  rights: Rights;
  messages: CatalogueMessages;
}

export interface WhitelabelResource extends CatalogueResource {
  /** Wire name of the whitelabel user: whitelabel_user or forex_whitelabel_user. */
  userField: 'whitelabel_user' | 'forex_whitelabel_user';
  /** Name of the URL field in the form (whitelabelUrl / forexWhitelabelUrl); sent as `url`. */
  urlFormField: 'whitelabelUrl' | 'forexWhitelabelUrl';
  /** GET list path below apiBase. */
  listPath: '/all';
  createPath: '/create';
  /** Where the logo links: `${detailRoute}/${id}`. */
  detailRoute: string;
}

export interface ProofTypeResource extends CatalogueResource {
  /** The key create and update answers carry the record under: proof / forexProofType. */
  responseKey: 'proof' | 'forexProofType';
}

export interface SportResource extends CatalogueResource {
  nameField: 'sportsName' | 'forexSportName';
  /** The API's answer (and the form's rule) for a blank name. */
  nameRequired: string;
}

export interface NoteResource extends CatalogueResource {
  createPath: '/add';
}

export interface ReportRights extends Rights {
  export: Permission;
  /** Turbo has report_import; the spec names no Forex import right, so Forex uses forexReport_create. */
  import: Permission;
}

/** What the report calls of one area say (spec turbo.md / forex.md §2, §6, §8). */
export interface ReportMessages {
  /** Fallbacks when a call fails without a message. */
  fetchFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  importFailed: string;
  exportFailed: string;
  /** 'Failed to import reports: {errors} errors and {blankRows} blank rows found'. */
  importRowProblems: string;
  /** The API's answers (the import's is also the page's default when the server sends none). */
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  imported: string;
  accessDenied: string;
  /** What a caller without the right is told (the page hides the button; the API answers 403 with it). */
  denied: { create: string; update: string; delete: string; preview: string; export: string; import: string };
}

type ReportEntry = EntryOf<'report', AreaKey>;

export interface ReportResource {
  route: ReportEntry['route'];
  /** Base path under /api. */
  apiBase: ReportEntry['apiBase'];
  /** The record's name ('Report', 'Forex report'). */
  noun: string;
  /** The name of the area's reports on the Data Backup screen. */
  backupCollection: ReportEntry['backupCollection'];
  rights: ReportRights;
  /** File name of the export download. */
  exportFileName: 'reports.xlsx' | 'forexReports.xlsx';
  messages: ReportMessages;
}

/** Each resource's descriptor, by its key in the registry: a registry key without one here is a type error. */
export interface ResourceDescriptors {
  whitelabel: WhitelabelResource;
  prooftype: ProofTypeResource;
  sport: SportResource;
  note: NoteResource;
  report: ReportResource;
  proof: ProofResource;
}

export type AreaDescriptor = {
  key: AreaKey;
  section: Section;
  label: string;
} & { [K in ResourceKey]: ResourceDescriptors[K] };
