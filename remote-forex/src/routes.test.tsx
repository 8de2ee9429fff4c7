import { screen } from '@testing-library/react';
import { ROUTE_ACCESS, useAuth } from 'shared-kit';
import { fakeApi, renderWithTheme, TEST_TOKEN } from 'shared-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import { area } from './area';
import routes from './routes';

const sectionPaths = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => access.kind === 'permission' && access.section === 'Forex')
  .map(([path]) => path);

describe('the Forex route table', () => {
  it("serves every Forex route of the catalogue, and the whitelabel's detail page", () => {
    expect(Object.keys(routes).sort()).toEqual([...sectionPaths, `${area.whitelabel.detailRoute}/:id`].sort());
  });

  it('binds the catalogue pages to the Forex descriptor', async () => {
    useAuth.setState({ token: TEST_TOKEN, user: { _id: 'u', username: 'u', email: 'u@example.com', role: 'user', section: ['Forex'], permissions: [] } });
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
