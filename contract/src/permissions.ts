/**
 * The one permission catalogue of the product. The shell's guards and sidebar, every button, the user
 * form's permission groups and the API's checks all read this file. It imports nothing from React so
 * the API can use it too (`import ... from '@console/contract/permissions'`).
 *
 * Spelling: where the spec spells one right two ways (dashboard `proof_type_listing`, `sport_listing`,
 * `forex_report_listing`), the route spelling (`prooftype_*`, `sports_*`, `forexReport_*`) is used
 * everywhere so that every gate can be granted.
 */

export const ROLES = ['admin', 'subadmin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const SECTIONS = ['Turbo', 'Forex'] as const;
export type Section = (typeof SECTIONS)[number];

const FIVE = ['create', 'update', 'delete', 'preview', 'listing'] as const;

function group<P extends string, A extends string>(prefix: P, actions: readonly A[]) {
  // Not unnecessary, whatever the rule infers: without it each permission is typed string.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return actions.map((action) => `${prefix}_${action}` as `${P}_${A}`);
}

/** A permission group as the user form shows it: one resource of one section. */
export interface PermissionGroup {
  section: Section;
  resource: string;
  label: string;
  permissions: readonly string[];
}

export const PERMISSION_GROUPS = [
  { section: 'Turbo', resource: 'whitelabel', label: 'Whitelabel', permissions: group('whitelabel', FIVE) },
  { section: 'Turbo', resource: 'prooftype', label: 'Prooftype', permissions: group('prooftype', FIVE) },
  { section: 'Turbo', resource: 'sports', label: 'Sport', permissions: group('sports', FIVE) },
  {
    section: 'Turbo',
    resource: 'proof',
    label: 'Proof',
    permissions: [...group('proof', FIVE), 'proof_pdf_download'],
  },
  {
    section: 'Turbo',
    resource: 'report',
    label: 'Report',
    permissions: group('report', [...FIVE, 'export', 'import'] as const),
  },
  { section: 'Turbo', resource: 'note', label: 'Note', permissions: group('note', FIVE) },
  {
    section: 'Forex',
    resource: 'forex_whitelabel',
    label: 'Forex Whitelabel',
    permissions: group('forex_whitelabel', FIVE),
  },
  {
    section: 'Forex',
    resource: 'forex_prooftype',
    label: 'Forex Prooftype',
    permissions: group('forex_prooftype', FIVE),
  },
  { section: 'Forex', resource: 'forex_sport', label: 'Forex Sport', permissions: group('forex_sport', FIVE) },
  {
    section: 'Forex',
    resource: 'forex_proof',
    label: 'Forex Proof',
    permissions: [...group('forex_proof', FIVE), 'forex_proof_pdf_download'],
  },
  {
    section: 'Forex',
    resource: 'forexReport',
    label: 'Forex Report',
    permissions: group('forexReport', [...FIVE, 'export'] as const),
  },
  { section: 'Forex', resource: 'forex_note', label: 'Forex Note', permissions: group('forex_note', FIVE) },
] as const satisfies readonly PermissionGroup[];

export type Permission = (typeof PERMISSION_GROUPS)[number]['permissions'][number];

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_GROUPS.flatMap((g) => g.permissions);

const KNOWN = new Set<string>(ALL_PERMISSIONS);
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The section a permission belongs to. */
export function sectionOf(permission: Permission): Section {
  return PERMISSION_GROUPS.find((g) => (g.permissions as readonly string[]).includes(permission))!.section;
}

/** What the guards need to know of a person. */
export interface Principal {
  role: Role;
  section?: readonly string[];
  permissions?: readonly string[];
}

/** Admin holds every permission; anyone else holds exactly the strings granted. */
export function hasPermission(who: Principal | null | undefined, permission: Permission): boolean {
  if (!who) return false;
  if (who.role === 'admin') return true;
  return (who.permissions ?? []).includes(permission);
}

export function hasAnyPermission(who: Principal | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => hasPermission(who, p));
}

export function hasSection(who: Principal | null | undefined, section: Section): boolean {
  if (!who) return false;
  return who.role === 'admin' || (who.section ?? []).includes(section);
}

export function isStaffManager(who: Principal | null | undefined): boolean {
  return who?.role === 'admin' || who?.role === 'subadmin';
}

/**
 * How a route admits a person. `login`: a stored token is enough. `permission`: token plus any one of
 * `anyOf` (admin passes) plus the area's section. `staff`: admin or subadmin. `admin`: admin only
 * (the page itself shows its own denial text, as the spec says, so the route only needs a login).
 */
export type RouteAccess = { kind: 'login' } | { kind: 'permission'; section: Section; anyOf: readonly Permission[] };

const pick = <P extends Permission>(...p: P[]) => p;

export const ROUTE_ACCESS = {
  '/dashboard': { kind: 'login' },
  '/userManagement': { kind: 'login' },
  '/attendance': { kind: 'login' },
  '/fourxchart': { kind: 'login' },
  '/backup': { kind: 'login' },
  '/auditLog': { kind: 'login' },
  '/sections': { kind: 'login' },
  // The spec's guard for /whitelabel lists create, update, delete and preview, not listing.
  '/whitelabel': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick('whitelabel_create', 'whitelabel_update', 'whitelabel_delete', 'whitelabel_preview'),
  },
  '/prooftype': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick('prooftype_create', 'prooftype_update', 'prooftype_delete', 'prooftype_preview', 'prooftype_listing'),
  },
  '/sports': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick('sports_create', 'sports_update', 'sports_delete', 'sports_preview', 'sports_listing'),
  },
  '/proof': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick('proof_create', 'proof_update', 'proof_delete', 'proof_preview', 'proof_listing', 'proof_pdf_download'),
  },
  '/reports': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick(
      'report_create',
      'report_update',
      'report_delete',
      'report_preview',
      'report_listing',
      'report_export',
      'report_import',
    ),
  },
  '/notes': {
    kind: 'permission',
    section: 'Turbo',
    anyOf: pick('note_create', 'note_update', 'note_delete', 'note_preview', 'note_listing'),
  },
  '/forex_whitelabel': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forex_whitelabel_create',
      'forex_whitelabel_update',
      'forex_whitelabel_delete',
      'forex_whitelabel_preview',
      'forex_whitelabel_listing',
    ),
  },
  '/forex_prooftype': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forex_prooftype_create',
      'forex_prooftype_update',
      'forex_prooftype_delete',
      'forex_prooftype_preview',
      'forex_prooftype_listing',
    ),
  },
  '/forex_sport': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forex_sport_create',
      'forex_sport_update',
      'forex_sport_delete',
      'forex_sport_preview',
      'forex_sport_listing',
    ),
  },
  '/forex_proof': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forex_proof_create',
      'forex_proof_update',
      'forex_proof_delete',
      'forex_proof_preview',
      'forex_proof_listing',
      'forex_proof_pdf_download',
    ),
  },
  '/forex_report': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forexReport_create',
      'forexReport_update',
      'forexReport_delete',
      'forexReport_preview',
      'forexReport_listing',
      'forexReport_export',
    ),
  },
  '/forex_note': {
    kind: 'permission',
    section: 'Forex',
    anyOf: pick(
      'forex_note_create',
      'forex_note_listing',
      'forex_note_delete',
      'forex_note_preview',
      'forex_note_update',
    ),
  },
} as const satisfies Record<string, RouteAccess>;

export type GuardedPath = keyof typeof ROUTE_ACCESS;

export type RouteDecision = 'allow' | 'login' | 'not-found';

/** The access the catalogue gives a path; undefined for a path it does not know. */
export function routeAccessOf(path: string): RouteAccess | undefined {
  return (ROUTE_ACCESS as Record<string, RouteAccess>)[path];
}

/**
 * The guard decision for a route's access (absent: no such route). A permission route also needs the
 * area's section: the API refuses a section the person does not hold, so letting them in would only
 * show errors.
 */
export function decideAccess(
  access: RouteAccess | undefined,
  who: Principal | null | undefined,
  hasToken: boolean,
): RouteDecision {
  if (!access) return 'not-found';
  if (!hasToken || !who) return 'login';
  if (access.kind === 'login') return 'allow';
  if (who.role === 'admin') return 'allow';
  return hasSection(who, access.section) && hasAnyPermission(who, access.anyOf) ? 'allow' : 'not-found';
}

/** The guard decision for a path of the catalogue. */
export function decideRoute(path: string, who: Principal | null | undefined, hasToken: boolean): RouteDecision {
  return decideAccess(routeAccessOf(path), who, hasToken);
}

/**
 * Who sees a sidebar group, besides the routes in it: the people of a section, staff managers (admin
 * and subadmin), or admin alone. A group also shows only the links its person could open.
 */
export type Audience = { kind: 'section'; section: Section } | { kind: 'staff' } | { kind: 'admin' };

export function isInAudience(audience: Audience, who: Principal | null | undefined): boolean {
  if (audience.kind === 'section') return hasSection(who, audience.section);
  if (audience.kind === 'staff') return isStaffManager(who);
  return who?.role === 'admin';
}

/** Listing rights that gate the dashboard cards, per area. */
export const LISTING_PERMISSIONS = {
  cbtf: pick(
    'whitelabel_listing',
    'prooftype_listing',
    'sports_listing',
    'proof_listing',
    'report_listing',
    'note_listing',
  ),
  forex: pick(
    'forex_whitelabel_listing',
    'forex_prooftype_listing',
    'forex_sport_listing',
    'forex_proof_listing',
    'forexReport_listing',
    'forex_note_listing',
  ),
} as const;
