import type { Section } from '../permissions';

/**
 * The one resource registry: every resource of the Turbo and Forex areas, with what each area calls it
 * on the wire. The permission catalogue, route access, listing rights, the backup collections (screen
 * and API), the area descriptors, the API's routes and the sidebar's order are all derived from it, so a
 * resource is declared here once. Inside the code a resource has one name, its key (`sport`); its
 * spellings on the wire (`/sports`, `/forexsport`, `forex_sport_*`...) are the spec's and appear only
 * here. Pure data: the API and every app import it.
 */

/** The two areas, by the name the code gives them. */
export type AreaKey = 'turbo' | 'forex';

/**
 * What an area is besides its resources. `dashboard`: the area's name on the dashboard and in its API
 * paths (foundation §2 calls Turbo CBTF there).
 */
export const AREA_INFO = {
  turbo: { section: 'Turbo', label: 'Turbo', dashboard: 'cbtf' },
  forex: { section: 'Forex', label: 'Forex', dashboard: 'forex' },
} as const satisfies Record<AreaKey, { section: Section; label: string; dashboard: string }>;

export const AREA_KEYS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

/** An area's name in the dashboard's API paths ('cbtf', 'forex'): the wire's, never a key in the code. */
export type DashboardPathName = (typeof AREA_INFO)[AreaKey]['dashboard'];

/** One resource in one area. */
export interface AreaResourceEntry {
  /** The console route of its page. */
  route: string;
  /** Base path under /api. */
  apiBase: string;
  /** The record's name in the API's answers (`${noun} created successfully`). */
  noun: string;
  /** Its name on the Data Backup screen and in the archive. */
  backupCollection: string;
  permissions: {
    /** Each permission is `${prefix}_${action}`. */
    prefix: string;
    actions: readonly string[];
    /** The group's name in the user form. */
    group: string;
    /** The actions whose rights open the page, where the spec's guard does not list them all. */
    guard?: readonly string[];
  };
}

/** What the generic code does with a resource: a catalogue page (list, form, preview), proofs or reports. */
export type ResourceKind = 'catalogue' | 'proof' | 'report';

export interface ResourceEntry {
  /**
   * The name of its figures on the dashboard (`GET /api/dashboard/{area}/{list}`), the same in both
   * areas; a resource the dashboard does not count has none.
   */
  dashboardList?: string;
  kind: ResourceKind;
  areas: Record<AreaKey, AreaResourceEntry>;
}

const FIVE = ['create', 'update', 'delete', 'preview', 'listing'] as const;

/** In the order of the sidebar's links (spec §2), which is also the user form's. */
export const RESOURCE_REGISTRY = {
  whitelabel: {
    dashboardList: 'whitelabels',
    kind: 'catalogue',
    areas: {
      turbo: {
        route: '/whitelabel',
        apiBase: '/whitelabel',
        noun: 'Whitelabel',
        backupCollection: 'whitelabel',
        // The spec's guard for /whitelabel lists create, update, delete and preview, not listing.
        permissions: {
          prefix: 'whitelabel',
          actions: FIVE,
          group: 'Whitelabel',
          guard: ['create', 'update', 'delete', 'preview'],
        },
      },
      forex: {
        route: '/forex_whitelabel',
        apiBase: '/forexwhitelabel',
        noun: 'Forex whitelabel',
        backupCollection: 'forexwhitelabel',
        permissions: { prefix: 'forex_whitelabel', actions: FIVE, group: 'Forex Whitelabel' },
      },
    },
  },
  prooftype: {
    dashboardList: 'prooftypes',
    kind: 'catalogue',
    areas: {
      turbo: {
        route: '/prooftype',
        apiBase: '/prooftype',
        noun: 'Proof type',
        backupCollection: 'prooftype',
        permissions: { prefix: 'prooftype', actions: FIVE, group: 'Prooftype' },
      },
      forex: {
        route: '/forex_prooftype',
        apiBase: '/forexprooftype',
        noun: 'Forex proof type',
        backupCollection: 'forexprooftype',
        permissions: { prefix: 'forex_prooftype', actions: FIVE, group: 'Forex Prooftype' },
      },
    },
  },
  sport: {
    dashboardList: 'sports',
    kind: 'catalogue',
    areas: {
      turbo: {
        route: '/sports',
        apiBase: '/sports',
        noun: 'Sport',
        backupCollection: 'sports',
        permissions: { prefix: 'sports', actions: FIVE, group: 'Sport' },
      },
      forex: {
        route: '/forex_sport',
        apiBase: '/forexsport',
        noun: 'Forex sport',
        backupCollection: 'forexsport',
        permissions: { prefix: 'forex_sport', actions: FIVE, group: 'Forex Sport' },
      },
    },
  },
  proof: {
    dashboardList: 'proofs',
    kind: 'proof',
    areas: {
      turbo: {
        route: '/proof',
        apiBase: '/client',
        noun: 'Proof',
        backupCollection: 'client',
        permissions: { prefix: 'proof', actions: [...FIVE, 'pdf_download'], group: 'Proof' },
      },
      forex: {
        route: '/forex_proof',
        apiBase: '/forexProof',
        noun: 'Forex proof',
        backupCollection: 'forexproof',
        permissions: { prefix: 'forex_proof', actions: [...FIVE, 'pdf_download'], group: 'Forex Proof' },
      },
    },
  },
  report: {
    dashboardList: 'reports',
    kind: 'report',
    areas: {
      turbo: {
        route: '/reports',
        apiBase: '/report',
        noun: 'Report',
        backupCollection: 'report',
        permissions: { prefix: 'report', actions: [...FIVE, 'export', 'import'], group: 'Report' },
      },
      forex: {
        route: '/forex_report',
        apiBase: '/forexReport',
        noun: 'Forex report',
        backupCollection: 'forexreport',
        // The spec names no Forex import right (the area descriptor maps import to forexReport_create).
        permissions: { prefix: 'forexReport', actions: [...FIVE, 'export'], group: 'Forex Report' },
      },
    },
  },
  note: {
    dashboardList: 'notes',
    kind: 'catalogue',
    areas: {
      turbo: {
        route: '/notes',
        apiBase: '/note',
        noun: 'Note',
        backupCollection: 'note',
        permissions: { prefix: 'note', actions: FIVE, group: 'Note' },
      },
      forex: {
        route: '/forex_note',
        apiBase: '/forexnote',
        noun: 'Forex note',
        backupCollection: 'forexnote',
        permissions: { prefix: 'forex_note', actions: FIVE, group: 'Forex Note' },
      },
    },
  },
} as const satisfies Record<string, ResourceEntry>;

type Registry = typeof RESOURCE_REGISTRY;

/** A resource by its one name in the code. */
export type ResourceKey = keyof Registry;

/** Every resource, in the registry's order (the sidebar's). */
export const RESOURCE_KEYS = Object.keys(RESOURCE_REGISTRY) as ResourceKey[];

/** The resources of one kind, in the registry's order. */
export type ResourceKeyOf<Kind extends ResourceKind> = {
  [K in ResourceKey]: Registry[K]['kind'] extends Kind ? K : never;
}[ResourceKey];

const resourceKeysOf = <Kind extends ResourceKind>(kind: Kind) =>
  RESOURCE_KEYS.filter((key) => RESOURCE_REGISTRY[key].kind === kind) as ResourceKeyOf<Kind>[];

/** The catalogue resources (whitelabel, prooftype, sport, note): one generic page and one API plugin each. */
export type CatalogueKey = ResourceKeyOf<'catalogue'>;
export const CATALOGUE_KEYS = resourceKeysOf('catalogue');

/** A resource by the name of its figures on the dashboard ('whitelabels', 'sports'...). */
export type DashboardList = {
  [K in ResourceKey]: Registry[K] extends { dashboardList: infer L } ? L : never;
}[ResourceKey];

/** The resources the dashboard counts, by the name of their figures. */
export const DASHBOARD_RESOURCES = Object.fromEntries(
  RESOURCE_KEYS.flatMap((key) => {
    const entry: ResourceEntry = RESOURCE_REGISTRY[key];
    return entry.dashboardList ? [[entry.dashboardList, key]] : [];
  }),
) as Record<DashboardList, ResourceKey>;

/** One resource in one area, with its literal wire names. */
export type EntryOf<K extends ResourceKey, A extends AreaKey> = Registry[K]['areas'][A];

export const entryOf = <K extends ResourceKey, A extends AreaKey>(key: K, area: A): EntryOf<K, A> =>
  RESOURCE_REGISTRY[key].areas[area];

type AnyEntry = { [K in ResourceKey]: EntryOf<K, AreaKey> }[ResourceKey];

type PermissionsOfEntry<E> = E extends {
  permissions: { prefix: infer P extends string; actions: readonly (infer A)[] };
}
  ? A extends string
    ? `${P}_${A}`
    : never
  : never;

/** Every permission string of the spec, in route spelling. */
export type Permission = PermissionsOfEntry<AnyEntry>;

/** An action a resource has in an area ('listing', 'pdf_download'...). */
export type ActionOf<E extends AreaResourceEntry> = E['permissions']['actions'][number];

/** The permission of one action of a resource in an area: `${prefix}_${action}`. */
export const rightOf = <E extends AreaResourceEntry>(entry: E, action: ActionOf<E>) =>
  `${entry.permissions.prefix}_${action}` as Permission;

/** Every permission of a resource in an area, in its actions' order. */
export const permissionsOf = (entry: AreaResourceEntry): readonly Permission[] =>
  entry.permissions.actions.map((action) => rightOf(entry, action));
