import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_ACCESS } from '@console/contract/permissions';
import { useAuth, type RemoteRoutes, type RouteManifest } from '@console/platform';
import type { Area } from '../src/descriptor';
import { fakeApi, TEST_TOKEN } from '@console/platform/testing';
import { describeRouteManifest, renderWithTheme } from 'shared-kit/testing';

/** The route-table and route-manifest checks every area remote runs on its own: Turbo and Forex alike. */
export function describeAreaRoutes(area: Area, routes: RemoteRoutes, manifest: RouteManifest) {
  describeRouteManifest(manifest, routes);

  const sectionPaths = Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => access.kind === 'permission' && access.section === area.section)
    .map(([path]) => path);

  describe(`the ${area.label} route table`, () => {
    it(`serves every ${area.label} route of the catalogue, and the whitelabel's detail page`, () => {
      expect(Object.keys(routes).sort()).toEqual([...sectionPaths, `${area.whitelabel.detailRoute}/:id`].sort());
    });

    it(`binds the catalogue pages to the ${area.label} descriptor`, async () => {
      useAuth.setState({
        token: TEST_TOKEN,
        user: {
          _id: 'u',
          username: 'u',
          email: 'u@example.com',
          role: 'user',
          section: [area.section],
          permissions: [],
        },
      });
      const server = fakeApi({});
      const Page = routes[area.note.route];
      renderWithTheme(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { name: area.note.title })).toBeInTheDocument();
      expect(screen.getByText(area.note.messages.noAccess)).toBeInTheDocument();
      server.restore();
    });

    it(`heads one sidebar group for the ${area.label} section, its six pages in the spec's order and labels`, () => {
      expect(manifest.groups.map(({ heading, audience }) => ({ heading, audience }))).toEqual([
        { heading: area.label, audience: { kind: 'section', section: area.section } },
      ]);
      const links = manifest.routes.filter((route) => route.sidebar);
      expect(links.map((route) => [route.sidebar!.label, route.sidebar!.group, route.path, route.title])).toEqual(
        (['whitelabel', 'prooftype', 'sport', 'proof', 'report', 'note'] as const).map((key, index) => [
          ['Whitelabel', 'Prooftype', 'Sport', 'Proof', 'Report', 'Note'][index],
          area.label,
          area[key].route,
          area[key].title,
        ]),
      );
    });
  });
}
