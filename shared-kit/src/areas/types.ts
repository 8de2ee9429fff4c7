import type { Permission, Section } from '../permissions';

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
}

export interface ProofTypeResource extends CatalogueResource {
  /** The key create and update answers carry the record under: proof / forexProofType. */
  responseKey: 'proof' | 'forexProofType';
  typeColumn: string;
  contentColumn: string;
  addLabel: string;
}

export interface SportResource extends CatalogueResource {
  nameField: 'sportsName' | 'forexSportName';
  nameColumn: string;
  nameRequired: string;
  addLabel: string;
  pageSizes: readonly number[];
}

export interface NoteResource extends CatalogueResource {
  createPath: '/add';
  pageSizes: readonly number[];
}

export interface AreaDescriptor {
  key: AreaKey;
  section: Section;
  label: string;
  whitelabel: WhitelabelResource;
  prooftype: ProofTypeResource;
  sport: SportResource;
  note: NoteResource;
}

/** The catalogue page sizes of both areas (whitelabels, sports, notes). */
export const CATALOGUE_PAGE_SIZES = [20, 50, 70, 100] as const;
