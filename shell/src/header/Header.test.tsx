import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { currentPath, freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(freshBrowser);
afterEach(() => {
  server?.restore();
  jest.useRealTimers();
});

const menuButton = () => screen.getByRole('button', { name: 'User menu' });

async function openDashboard(user = person('admin'), sessionExpires?: string) {
  signIn(user, sessionExpires);
  const view = renderShell('/dashboard');
  // The layout is loaded lazily: the first render of a run can take a while on a busy machine.
  await screen.findByRole('heading', { name: 'Page /dashboard' }, { timeout: 5000 });
  return view;
}

describe('top header', () => {
  it('greets the person by username in the user menu', async () => {
    await openDashboard(person('admin', [], [], 'asha'));
    expect(screen.queryByText('Hello, asha')).not.toBeInTheDocument();
    await userEvent.setup().click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hello, asha')).toBeInTheDocument();
  });

  it('falls back to User when there is no username', async () => {
    await openDashboard(person('admin', [], [], ''));
    await userEvent.setup().click(menuButton());
    expect(screen.getByText('Hello, User')).toBeInTheDocument();
  });

  it('closes the menu on Esc and on a click outside', async () => {
    await openDashboard();
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Page /dashboard' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out to the login page, clearing the session even when the server fails', async () => {
    server = fakeApi({ 'POST /api/admin/logout': { status: 500, body: { message: 'Database down' } } });
    const { router } = await openDashboard();
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/admin/logout']);
  });

  it('shows a notification bell with 0', async () => {
    await openDashboard();
    expect(screen.getByRole('img', { name: 'Notifications: 0' })).toHaveTextContent('0');
  });

  it('shows the IST clock and the LOGIN TIMEOUT countdown, ending the session at zero', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T09:34:05Z'), advanceTimers: true });
    const { router } = await openDashboard(person('admin'), new Date(Date.now() + 65_000).toISOString());

    expect(screen.getByText('Tuesday, 10 Mar 2026, 03:04:05 PM IST')).toBeInTheDocument();
    expect(screen.getByText('LOGIN TIMEOUT')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Login timeout' })).toHaveTextContent('01:05');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Tuesday, 10 Mar 2026, 03:04:06 PM IST')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Login timeout' })).toHaveTextContent('01:04');

    act(() => jest.advanceTimersByTime(64_000));
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    expect(currentPath(router)).toBe('/');
  });
});
