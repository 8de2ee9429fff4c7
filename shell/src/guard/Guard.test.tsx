import { act, screen } from '@testing-library/react';
import { useAuth } from '@console/platform';
import { currentPath, freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

beforeEach(freshBrowser);

describe('route guard', () => {
  it('sends a visitor without a token to the login page', async () => {
    const { router } = renderShell('/notes');
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('sends a person without the right to /404', async () => {
    signIn(person('user', ['Turbo'], ['note_listing']));
    const { router } = renderShell('/whitelabel');
    expect(await screen.findByText('Oops! Page Not Found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the page inside the layout to a person with the right', async () => {
    signIn(person('user', ['Turbo'], ['note_listing']));
    renderShell('/notes');
    expect(await screen.findByRole('heading', { name: 'Page /notes' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it("guards a whitelabel's detail page like its list", async () => {
    signIn(person('user', ['Forex'], ['forex_whitelabel_listing']));
    const { router } = renderShell('/forex_whitelabel/42');
    expect(await screen.findByRole('heading', { name: 'Page /forex_whitelabel/:id' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/whitelabel/42');
    });
    expect(await screen.findByText('Oops! Page Not Found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
  });

  it('needs only a login for the dashboard', async () => {
    signIn(person('user'));
    renderShell('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
  });

  it('lets admin through every guarded route', async () => {
    signIn(person('admin'));
    renderShell('/forex_report');
    expect(await screen.findByRole('heading', { name: 'Page /forex_report' })).toBeInTheDocument();
  });

  it('returns to the login page when the session ends on a guarded page', async () => {
    signIn(person('admin'));
    const { router } = renderShell('/dashboard');
    await screen.findByRole('heading', { name: 'Page /dashboard' });
    act(() => useAuth.getState().endSession('Session expired'));
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    expect(currentPath(router)).toBe('/');
  });
});
