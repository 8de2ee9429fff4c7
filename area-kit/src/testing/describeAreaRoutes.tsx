import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_ACCESS } from '@console/contract/permissions';
import { useAuth, type RemoteRoutes } from '@console/platform';
import type { Area } from '../descriptor';
import { fakeApi, TEST_TOKEN } from '@console/platform/testing';
import { renderWithTheme } from 'shared-kit/testing';

/** The route-table checks every area remote runs on its own table: Turbo and Forex alike. */
export function describeAreaRoutes(area: Area, routes: RemoteRoutes) {
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
  });
}
