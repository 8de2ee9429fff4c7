import { screen } from '@testing-library/react';
import { freshBrowser, renderShell } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

beforeEach(freshBrowser);

describe('not-found page', () => {
  it.each(['/404', '/no/such/page'])('shows the 404 texts at %s', async (path) => {
    renderShell(path);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('એડમિન દ્વારા તમને આ પેજની પરવાનગી આપવામાં આવી નથી.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('has no sidebar or top bar', () => {
    renderShell('/404');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('LOGIN TIMEOUT')).not.toBeInTheDocument();
  });
});
