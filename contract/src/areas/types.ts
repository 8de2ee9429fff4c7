import type { Permission, Section } from '../permissions';
import type { ProofResource } from './proofResource';

/**
 * An area descriptor says once what Turbo or Forex is: paths, wire field names, labels, permission
 * names and messages. The area kit's generic pages and the API's generic resource routes both read it,
 * so the two areas differ in data only and a fix to one resource fixes both areas.
 */
export type AreaKey = 'turbo' | 'forex';

export interface Rights {
  listing: Permission;
  create: Permission;
  update: Permission;
  delete: Permission;
  preview: Permission;
}

/** Texts shown to people; fallbacks are used when the server sends no message. */
export interface CatalogueMessages {
  created: string;
  updated: string;
  deleted: string;
  fetchFailed: string;
  fetchOneFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  confirmDelete: string;
  empty: string;
  noAccess: string;
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
  rights: Rights;
  title: string;
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
  addLabel: string;
  userColumn: string;
  /** Where the logo links: `${detailRoute}/${id}`. */
  detailRoute: string;
  pageSizes: readonly number[];
  editLabel: string;
  previewTitle: string;
  /** Heading of the detail page behind the logo link. */
  detailTitle: string;
}

export interface ProofTypeResource extends CatalogueResource {
  /** The key create and update answers carry the record under: proof / forexProofType. */
  responseKey: 'proof' | 'forexProofType';
  typeColumn: string;
  contentColumn: string;
  addLabel: string;
  editLabel: string;
}

export interface SportResource extends CatalogueResource {
  nameField: 'sportsName' | 'forexSportName';
  nameColumn: string;
  nameRequired: string;
  addLabel: string;
  editLabel: string;
  previewTitle: string;
  pageSizes: readonly number[];
}

export interface NoteResource extends CatalogueResource {
  createPath: '/add';
  pageSizes: readonly number[];
  addLabel: string;
  editLabel: string;
  previewTitle: string;
}

export interface ReportRights extends Rights {
  export: Permission;
  /** Turbo has report_import; the spec names no Forex import right, so Forex uses forexReport_create. */
  import: Permission;
}

/** Texts of the report page, form and API of one area (spec turbo.md / forex.md §2, §6, §8). */
export interface ReportMessages {
  /** Fallbacks when the server sends no message. */
  fetchFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  importFailed: string;
  exportFailed: string;
  /** 'Failed to import reports: {errors} errors and {blankRows} blank rows found'. */
  importRowProblems: string;
  /** Success texts (the import's is the default when the server sends none). */
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  imported: string;
  exported: string;
  /** Prefixes of the alerts, followed by the reason. */
  createFailedAlert: string;
  updateFailedAlert: string;
  deleteFailedAlert: string;
  exportFailedAlert: string;
  confirmDelete: string;
  empty: string;
  accessDenied: string;
  /** What a caller without the right is told (the page hides the button; the API answers 403 with it). */
  denied: { create: string; update: string; delete: string; preview: string; export: string; import: string };
}

export interface ReportResource {
  route: '/reports' | '/forex_report';
  /** Base path under /api. */
  apiBase: '/report' | '/forexReport';
  /** The name of the area's reports on the Data Backup screen. */
  backupCollection: 'report' | 'forexreport';
  rights: ReportRights;
  title: string;
  createTitle: string;
  updateTitle: string;
  filterTitle: string;
  /** File name of the export download. */
  exportFileName: 'reports.xlsx' | 'forexReports.xlsx';
  /** Turbo sorts by date descending at first; Forex has no initial sort (server order). */
  defaultSort: { key: 'date'; direction: 'desc' } | null;
  pageSizes: readonly number[];
  defaultPageSize: number;
  messages: ReportMessages;
}

export interface AreaDescriptor {
  key: AreaKey;
  section: Section;
  label: string;
  whitelabel: WhitelabelResource;
  prooftype: ProofTypeResource;
  sport: SportResource;
  note: NoteResource;
  report: ReportResource;
  proof: ProofResource;
}

/** The catalogue page sizes of both areas (whitelabels, sports, notes). */
export const CATALOGUE_PAGE_SIZES = [20, 50, 70, 100] as const;

/** Report page sizes of both areas; the spec shows no default, 20 is the proofs' default. */
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;
