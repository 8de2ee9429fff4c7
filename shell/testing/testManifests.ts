import { routeAccessOf, type Audience } from '@console/contract/permissions';
import type { ManifestRoute, RouteManifest } from '@console/platform';

/**
 * Route manifests in the shape the three remotes publish, laid out as today's console (the remotes
 * test their own manifests; the e2e suite checks the real ones together in a browser).
 */
const route = (path: string, sidebar?: ManifestRoute['sidebar'], guardedLike = path): ManifestRoute => ({
  path,
  title: `${path} page`,
  access: routeAccessOf(guardedLike)!,
  sidebar,
});

function area(section: 'Turbo' | 'Forex', order: number, paths: string[]): RouteManifest {
  const audience: Audience = { kind: 'section', section };
  const labels = ['Whitelabel', 'Prooftype', 'Sport', 'Proof', 'Report', 'Note'];
  return {
    section,
    groups: [{ heading: section, order, audience }],
    routes: [
      ...paths.map((path, index) => route(path, { label: labels[index], group: section, order: index + 1 })),
      route(`${paths[0]}/:id`, undefined, paths[0]),
    ],
  };
}

export const TEST_MANIFESTS: Record<string, RouteManifest> = {
  turbo: area('Turbo', 20, ['/whitelabel', '/prooftype', '/sports', '/proof', '/reports', '/notes']),
  forex: area('Forex', 30, [
    '/forex_whitelabel',
    '/forex_prooftype',
    '/forex_sport',
    '/forex_proof',
    '/forex_report',
    '/forex_note',
  ]),
  admin: {
    section: 'Administration',
    groups: [
      { heading: 'User management', order: 40, audience: { kind: 'staff' } },
      { heading: '4X Statestics', order: 50, audience: { kind: 'admin' } },
    ],
    routes: [
      route('/dashboard', { label: 'Dashboard', order: 10 }),
      route('/userManagement', { label: 'Role and Permission', group: 'User management', order: 1 }),
      route('/attendance', { label: 'Attendance', group: 'User management', order: 2 }),
      route('/backup', { label: 'Backup Data', group: 'User management', order: 3 }),
      route('/fourxchart', { label: 'Daily P&L', group: '4X Statestics', order: 1 }),
    ],
  },
};
