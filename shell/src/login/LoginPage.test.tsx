import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTenMinutes, TEST_TOKEN } from '@console/platform/testing';
import { currentPath, freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(freshBrowser);
afterEach(() => server?.restore());

const loginOk = { body: { user: { ...person('admin'), sessionExpires: inTenMinutes() }, token: TEST_TOKEN } };

async function logIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or Email'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('login page', () => {
  it('shows the spec texts', () => {
    renderShell('/');
    expect(screen.getByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('logs in by username and goes to the dashboard', async () => {
    server = fakeApi({ 'POST /api/admin/login': loginOk });
    const { router } = renderShell('/');
    await logIn('asha', 'secret');
    expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(server.calls[0].body).toEqual({ username: 'asha', password: 'secret' });
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
  });

  it('sends an identifier with @ as email', async () => {
    server = fakeApi({ 'POST /api/admin/login': loginOk });
    renderShell('/');
    await logIn('asha@example.com', 'secret');
    await screen.findByRole('heading', { name: 'Page /dashboard' });
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com', password: 'secret' });
  });

  it("shows the server's message when login fails", async () => {
    server = fakeApi({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
    const { router } = renderShell('/');
    await logIn('asha', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(currentPath(router)).toBe('/');
  });

  it('clears a login error after 5 seconds, as the spec wants of every error (foundation.md §8)', async () => {
    jest.useFakeTimers();
    try {
      server = fakeApi({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
      renderShell('/');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Username or Email'), 'asha');
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'LOG IN' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
      act(() => jest.advanceTimersByTime(4500));
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the missing-field message after 5 seconds too', () => {
    jest.useFakeTimers();
    try {
      renderShell('/');
      fireEvent.submit(screen.getByRole('button', { name: 'LOG IN' }).closest('form')!);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username or email and your password.');
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the fallback when the server gives no message', async () => {
    server = fakeApi({ 'POST /api/admin/login': { status: 502, text: 'Bad Gateway' } });
    renderShell('/');
    await logIn('asha', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('sends nothing while a field is empty', async () => {
    server = fakeApi({ 'POST /api/admin/login': loginOk });
    renderShell('/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'LOG IN' }));
    fireEvent.submit(screen.getByRole('button', { name: 'LOG IN' }).closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username or email and your password.');
    await waitFor(() => expect(server!.calls).toHaveLength(0));
  });

  it('sends a signed-in person on to the dashboard', async () => {
    signIn(person('user'));
    const { router } = renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('shows the Hard Refresh Required dialog only while it is not acknowledged', () => {
    localStorage.removeItem('hardRefreshAcknowledged');
    const first = renderShell('/');
    expect(screen.getByRole('dialog', { name: 'Hard Refresh Required' })).toBeInTheDocument();
    first.unmount();
    localStorage.setItem('hardRefreshAcknowledged', 'true');
    renderShell('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
