import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { routeAccessOf } from '@console/contract/permissions';
import { useAuth, type RouteManifest } from '@console/platform';
import { fakeApi, inTenMinutes, TEST_TOKEN } from '@console/platform/testing';
import { StandaloneHost } from './StandaloneHost';

const routes = {
  '/notes': () => <h1>Note Management</h1>,
  '/whitelabel': () => <h1>Whitelabel Management</h1>,
  '/notes/:id': () => <h1>Note Details</h1>,
};

const manifest: RouteManifest = {
  section: 'Turbo',
  groups: [{ heading: 'Turbo', order: 20, audience: { kind: 'section', section: 'Turbo' } }],
  routes: [
    {
      path: '/notes',
      title: 'Note Management',
      access: routeAccessOf('/notes')!,
      sidebar: { label: 'Note', group: 'Turbo', order: 1 },
    },
    {
      path: '/whitelabel',
      title: 'Whitelabel Management',
      access: routeAccessOf('/whitelabel')!,
      sidebar: { label: 'Whitelabel', group: 'Turbo', order: 2 },
    },
    { path: '/notes/:id', title: 'Note Details', access: routeAccessOf('/notes')! },
  ],
};

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  localStorage.clear();
  useAuth.getState().endSession('test over');
});

const asha = {
  _id: 'u1',
  username: 'asha',
  email: 'a@example.com',
  role: 'user' as const,
  section: ['Turbo'],
  permissions: ['note_listing'],
};

async function logIn() {
  server = fakeApi({
    'POST /api/admin/login': { body: { user: { ...asha, sessionExpires: inTenMinutes() }, token: TEST_TOKEN } },
  });
  const type = userEvent.setup();
  await type.type(screen.getByLabelText('Username or Email'), 'asha');
  await type.type(screen.getByLabelText('Password'), 'secret');
  await type.click(screen.getByRole('button', { name: 'LOG IN' }));
}

function renderHost(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneHost routes={routes} manifest={manifest} />
    </MemoryRouter>,
  );
}

describe('standalone host of a remote', () => {
  it('asks for a login first', () => {
    renderHost();
    expect(screen.getByRole('heading', { name: 'Turbo (standalone)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('after login shows only the pages the user may open, with the same guard as the shell', async () => {
    renderHost('/whitelabel');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Note' })).toHaveAttribute('href', '/notes');
    expect(screen.queryByRole('link', { name: 'Whitelabel' })).not.toBeInTheDocument();
  });

  it("opens a deep link to a record's own page", async () => {
    renderHost('/notes/42');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Note Details' })).toBeInTheDocument();
  });
});
