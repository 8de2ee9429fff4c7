import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTenMinutes, TEST_TOKEN } from '@console/platform/testing';
import { Root } from './Root';
import { freshBrowser, person } from '../testing/renderShell';

// The full console (router, layout, remotes) is what the login page hands over to; here it only says where it is.
jest.mock('./App', () => ({ __esModule: true, default: () => <p>Console at {window.location.pathname}</p> }));

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshBrowser();
  window.history.replaceState(null, '', '/');
});
afterEach(() => server?.restore());

describe('the router-free start', () => {
  it('moves between login and forgot password without the router, with the address bar following', async () => {
    const user = userEvent.setup();
    render(<Root />);
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(/Console at/)).not.toBeInTheDocument();
  });

  it('hands over to the full console at /dashboard after a login', async () => {
    server = fakeApi({
      'POST /api/admin/login': {
        body: { user: { ...person('admin'), sessionExpires: inTenMinutes() }, token: TEST_TOKEN },
      },
    });
    const user = userEvent.setup();
    render(<Root />);
    await user.type(screen.getByLabelText('Username or Email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Console at /dashboard')).toBeInTheDocument();
  });

  it('follows a login made in another tab, once that tab has written the whole session', async () => {
    render(<Root />);
    const otherTabWrites = (key: string, value: string) => {
      localStorage.setItem(key, value);
      act(
        () =>
          void window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage })),
      );
    };
    otherTabWrites('token', TEST_TOKEN);
    expect(screen.getByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    otherTabWrites('user', JSON.stringify(person('admin')));
    otherTabWrites('sessionExpires', inTenMinutes());
    expect(await screen.findByText('Console at /dashboard')).toBeInTheDocument();
  });

  it('starts with the full console on any other path', async () => {
    window.history.replaceState(null, '', '/notes');
    render(<Root />);
    expect(await screen.findByText('Console at /notes')).toBeInTheDocument();
  });
});
