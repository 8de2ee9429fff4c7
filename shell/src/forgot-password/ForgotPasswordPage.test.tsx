import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, freshBrowser, renderShell } from '../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../testing/fakeRemoteRoute'));

beforeEach(freshBrowser);

describe('forgot-password placeholder', () => {
  it('is reached from the login page and leads back to it, without the layout', async () => {
    const { router } = renderShell('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(currentPath(router)).toBe('/');
  });
});
