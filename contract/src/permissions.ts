/**
 * The one permission catalogue of the product. The shell's guards and sidebar, every button, the user
 * form's permission groups and the API's checks all read this file. It imports nothing from React so
 * the API can use it too (`import ... from '@console/contract/permissions'`). The areas' permissions,
 * their groups and their pages' access are derived from the resource registry (`resources/registry.ts`).
 *
 * Spelling: where the spec spells one right two ways (dashboard `proof_type_listing`, `sport_listing`,
 * `forex_report_listing`), the route spelling (`prooftype_*`, `sports_*`, `forexReport_*`) is used
 * everywhere so that every gate can be granted.
 */

import {
  AREA_INFO,
  AREA_KEYS,
  DASHBOARD_RESOURCES,
  entryOf,
  permissionsOf,
  RESOURCE_KEYS,
  rightOf,
  type AreaKey,
  type AreaResourceEntry,
  type Permission,
  type ResourceKey,
} from './resources/registry';

export const ROLES = ['admin', 'subadmin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const SECTIONS = ['Turbo', 'Forex'] as const;
export type Section = (typeof SECTIONS)[number];

/** A permission group as the user form shows it: one resource of one section. */
export interface PermissionGroup {
  section: Section;
  /** The resource's key in the registry. */
  resource: ResourceKey;
  label: string;
  permissions: readonly Permission[];
}

/** Turbo's groups, then Forex's, each in the registry's order. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = AREA_KEYS.flatMap((area) =>
  RESOURCE_KEYS.map((resource) => {
    const entry = entryOf(resource, area);
    return {
      section: AREA_INFO[area].section,
      resource,
      label: entry.permissions.group,
      permissions: permissionsOf(entry),
    };
  }),
);

export type { Permission };

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

/** A page of an area opens with any right of its resource the spec's guard lists (all, unless the registry says). */
function areaRouteAccess(): Record<string, RouteAccess> {
  return Object.fromEntries(
    AREA_KEYS.flatMap((area) =>
      RESOURCE_KEYS.map((resource) => {
        const entry: AreaResourceEntry = entryOf(resource, area);
        const actions = entry.permissions.guard ?? entry.permissions.actions;
        const anyOf = actions.map((action) => rightOf(entry, action));
        return [entry.route, { kind: 'permission', section: AREA_INFO[area].section, anyOf }];
      }),
    ),
  );
}

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/dashboard': { kind: 'login' },
  '/userManagement': { kind: 'login' },
  '/attendance': { kind: 'login' },
  '/fourxchart': { kind: 'login' },
  '/backup': { kind: 'login' },
  '/auditLog': { kind: 'login' },
  '/sections': { kind: 'login' },
  ...areaRouteAccess(),
};

export type RouteDecision = 'allow' | 'login' | 'not-found';

/** The access the catalogue gives a path; undefined for a path it does not know. */
export function routeAccessOf(path: string): RouteAccess | undefined {
  return ROUTE_ACCESS[path];
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

/** The listing rights of an area's resources that the dashboard counts. */
const listingRightsOf = (area: AreaKey): readonly Permission[] =>
  Object.values(DASHBOARD_RESOURCES).map((resource) => rightOf(entryOf(resource, area), 'listing'));

/** Listing rights that gate the dashboard cards, per area. */
export const LISTING_PERMISSIONS = Object.fromEntries(AREA_KEYS.map((area) => [area, listingRightsOf(area)])) as Record<
  AreaKey,
  readonly Permission[]
>;
