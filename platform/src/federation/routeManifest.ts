import type { Audience, RouteAccess } from '@console/contract/permissions';
import type { PrefetchedRead } from '../api/prefetch';

/**
 * A remote's route manifest: the JSON its build writes next to its mf-manifest.json (`routes.json`),
 * which the shell reads after login to build its routes, guards and sidebar. A page a section adds
 * reaches the console with that section's deploy alone; the shell knows no path of its own.
 */
export interface RouteManifest {
  /** The section's name on its error card ('Turbo', 'Forex', 'Administration'). */
  section: string;
  /** The sidebar groups this remote heads (another remote may add links to them). */
  groups: readonly SidebarGroup[];
  /** Every route the remote's `./routes` serves, by the same path pattern. */
  routes: readonly ManifestRoute[];
}

export interface SidebarGroup {
  heading: string;
  /** Place among all groups of all remotes, smallest first: the sidebar interleaves the remotes. */
  order: number;
  audience: Audience;
}

export interface ManifestRoute {
  /** A react-router path pattern: '/whitelabel', '/whitelabel/:id'. */
  path: string;
  /** The page's heading. */
  title: string;
  /** What the shell's guard lets through: a login, or a section and one of the rights. */
  access: RouteAccess;
  /** Its sidebar link; none for a page reached from another (a record's own page). */
  sidebar?: SidebarLink;
  /**
   * The page's first read, which the shell starts as soon as the address is known, before the page's
   * code arrives (the page takes it with takePrefetched). In a parameter, `{today}` and `{rangeStart}`
   * stand for today and the first day of the default date range, in Asia/Kolkata, on the day it is read.
   */
  prefetch?: PrefetchedRead;
}

export interface SidebarLink {
  label: string;
  /** The heading of the group it sits in; none: above the groups, as the dashboard is. */
  group?: string;
  /** Place within its group (or among the links above the groups), smallest first. */
  order: number;
}

/** The file name of the route manifest, next to the remote's mf-manifest.json. */
export const ROUTE_MANIFEST_FILE = 'routes.json';
