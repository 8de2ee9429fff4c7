import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuth } from '@console/platform';
import { fakeApi, inTenMinutes, TEST_TOKEN } from '@console/platform/testing';
import { StandaloneHost } from './StandaloneHost';

const routes = {
  '/notes': () => <h1>Note Management</h1>,
  '/whitelabel': () => <h1>Whitelabel Management</h1>,
};

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  localStorage.clear();
  useAuth.getState().endSession('test over');
});

function renderHost(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneHost section="Turbo" routes={routes} />
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
    const user = {
      _id: 'u1',
      username: 'asha',
      email: 'a@example.com',
      role: 'user',
      section: ['Turbo'],
      permissions: ['note_listing'],
    };
    server = fakeApi({
      'POST /api/admin/login': { body: { user: { ...user, sessionExpires: inTenMinutes() }, token: TEST_TOKEN } },
    });
    renderHost('/whitelabel');
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Username or Email'), 'asha');
    await type.type(screen.getByLabelText('Password'), 'secret');
    await type.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/notes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '/whitelabel' })).not.toBeInTheDocument();
  });
});
