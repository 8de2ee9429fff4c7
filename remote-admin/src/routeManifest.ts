import { routeAccessOf } from '@console/contract/permissions';
import type { ManifestRoute, RouteManifest, SidebarLink } from '@console/platform';

/** A page behind the catalogue's guard for its path, with its heading and its sidebar link. */
function page(path: string, title: string, sidebar: SidebarLink): ManifestRoute {
  const access = routeAccessOf(path);
  if (!access) throw new Error(`The permission catalogue gives ${path} no route access`);
  return { path, title, access, sidebar };
}

const USER_MANAGEMENT = 'User management';
const FOUR_X = '4X Statestics';
const RELEASES = 'Releases';

/**
 * What this section tells the shell (written to dist/routes.json by the build): its pages and their
 * guards, the dashboard link above every group, and the User management (admin and subadmin) and
 * 4X Statestics and Releases (admin) groups after the areas. Every page needs only a login; the users, attendance,
 * backup, audit log and 4xChart pages say themselves who may not use them, as the spec has it.
 */
export const routeManifest: RouteManifest = {
  section: 'Administration',
  groups: [
    { heading: USER_MANAGEMENT, order: 40, audience: { kind: 'staff' } },
    { heading: FOUR_X, order: 50, audience: { kind: 'admin' } },
    { heading: RELEASES, order: 60, audience: { kind: 'admin' } },
  ],
  routes: [
    page('/dashboard', 'Dashboard', { label: 'Dashboard', order: 10 }),
    page('/userManagement', 'User Management', { label: 'Role and Permission', group: USER_MANAGEMENT, order: 1 }),
    page('/attendance', 'Attendance Management', { label: 'Attendance', group: USER_MANAGEMENT, order: 2 }),
    page('/backup', 'Data Backup', { label: 'Backup Data', group: USER_MANAGEMENT, order: 3 }),
    page('/auditLog', 'Audit Log', { label: 'Audit Log', group: USER_MANAGEMENT, order: 4 }),
    page('/fourxchart', '4xChart', { label: 'Daily P&L', group: FOUR_X, order: 1 }),
    page('/sections', 'Sections', { label: 'Sections', group: RELEASES, order: 1 }),
  ],
};
