import { routeAccessOf } from '@console/contract/permissions';
import type { RemoteRoutes, RouteManifest } from '@console/platform';

/**
 * The checks every remote runs on the route manifest its build publishes: it lists exactly the pages
 * the remote's route table serves, every sidebar link sits in a group some manifest heads, and a page
 * the permission catalogue knows keeps the catalogue's guard there.
 */
export function describeRouteManifest(manifest: RouteManifest, routes: RemoteRoutes, headings: readonly string[] = []) {
  describe(`the ${manifest.section} route manifest`, () => {
    it('lists exactly the pages the route table serves, once each', () => {
      const paths = manifest.routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect([...paths].sort()).toEqual(Object.keys(routes).sort());
    });

    it('puts every sidebar link in a group that is headed', () => {
      const known = new Set([...manifest.groups.map((group) => group.heading), ...headings]);
      for (const { sidebar } of manifest.routes) if (sidebar?.group) expect(known).toContain(sidebar.group);
    });

    it('guards each page the catalogue knows exactly as the catalogue says', () => {
      for (const route of manifest.routes) {
        const catalogued = routeAccessOf(route.path);
        if (catalogued) expect(route.access).toEqual(catalogued);
      }
    });
  });
}
