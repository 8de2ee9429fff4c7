import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type Route } from '@console/platform/testing';
import { currentPath, freshBrowser, renderShell } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(freshBrowser);
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.useRealTimers();
});

const SENT = { body: { message: 'If an account uses this e-mail, an OTP has been sent to it.' } };
const VERIFIED = { body: { message: 'OTP verified' } };
const DONE = { body: { message: 'Password reset successful. Please log in with your new password.' } };

/** A reply the test releases when it wants, to see the busy label. */
function held(reply: Exclude<Route, (call: never) => unknown>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { route: () => gate.then(() => reply as never), release: () => act(async () => release()) };
}

async function openPage(routes: Parameters<typeof fakeApi>[0]) {
  jest.useFakeTimers({ advanceTimers: true });
  server = fakeApi(routes);
  const view = renderShell('/forgot-password');
  await screen.findByRole('button', { name: 'Send OTP' }, { timeout: 5000 });
  return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('forgot password', () => {
  it('is reached from the login page and leads back to it, without the layout', async () => {
    const { router } = renderShell('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(currentPath(router)).toBe('/');
  });

  it('goes through the three steps, then to the login page 3 s after success', async () => {
    const sending = held(SENT);
    const verifying = held(VERIFIED);
    const resetting = held(DONE);
    const { router, user } = await openPage({
      'POST /api/admin/forgot-password': sending.route,
      'POST /api/admin/verify-otp': verifying.route,
      'POST /api/admin/reset-password': resetting.route,
    });

    await user.type(screen.getByLabelText('Email'), ' asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await sending.release();
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('an OTP has been sent');
    expect(screen.getByText(/sent to asha@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '012345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await verifying.release();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OTP verified');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'A-new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'A-new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await resetting.release();
    expect(await screen.findByText(/Password reset successful/)).toBeInTheDocument();

    expect(server!.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/forgot-password', { email: 'asha@example.com' }],
      ['/api/admin/verify-otp', { email: 'asha@example.com', otp: '012345' }],
      ['/api/admin/reset-password', { email: 'asha@example.com', otp: '012345', newPassword: 'A-new-password-1' }],
    ]);
    await tick(2900);
    expect(currentPath(router)).toBe('/forgot-password');
    await tick(100);
    expect(currentPath(router)).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
  });

  it('says Passwords do not match and sends nothing when they differ', async () => {
    const { user } = await openPage({
      'POST /api/admin/forgot-password': SENT,
      'POST /api/admin/verify-otp': VERIFIED,
    });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '012345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('New Password'), 'One-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Another-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(server!.calls.map((call) => call.path)).not.toContain('/api/admin/reset-password');
    await tick(5000);
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('shows and hides each password with its own toggle', async () => {
    const { user } = await openPage({
      'POST /api/admin/forgot-password': SENT,
      'POST /api/admin/verify-otp': VERIFIED,
    });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '012345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const password = await screen.findByLabelText('New Password');
    const confirmation = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirmation).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmation).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's error, clears it after 5 s, and stays on the step", async () => {
    const { user } = await openPage({
      'POST /api/admin/forgot-password': SENT,
      'POST /api/admin/verify-otp': { status: 400, body: { message: 'Invalid or expired OTP' } },
    });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    await tick(4900);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await tick(100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to Failed to send OTP when the server gives no message', async () => {
    const { user } = await openPage({ 'POST /api/admin/forgot-password': { status: 502, text: 'Bad gateway' } });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('clears the success notice after 5 s', async () => {
    const { user } = await openPage({ 'POST /api/admin/forgot-password': SENT });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await tick(4900);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await tick(100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not show an error left by the login page', async () => {
    const { router } = renderShell('/');
    await act(async () => {
      const { useAuth } = await import('@console/platform');
      useAuth.getState().endSession('Session expired');
    });
    await act(() => router.navigate('/forgot-password'));
    expect(await screen.findByRole('button', { name: 'Send OTP' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
