import { fakeApi } from '@console/platform/testing';
import { usePasswordReset } from './passwordResetStore';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});
beforeEach(() => usePasswordReset.getState().clearMessages());

describe('password reset actions', () => {
  it('forgotPassword sends the trimmed e-mail and sets its flag and the server message', async () => {
    server = fakeApi({ 'POST /api/admin/forgot-password': { body: { message: 'An OTP has been sent' } } });
    const asked = usePasswordReset.getState().forgotPassword(' asha@example.com ');
    expect(usePasswordReset.getState().loading).toBe(true);
    await expect(asked).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com' });
    expect(usePasswordReset.getState()).toMatchObject({
      loading: false,
      forgotPasswordSuccess: true,
      message: 'An OTP has been sent',
      error: null,
    });
  });

  it('verifyOtp sends e-mail and code', async () => {
    server = fakeApi({ 'POST /api/admin/verify-otp': { body: { message: 'OTP verified' } } });
    await expect(usePasswordReset.getState().verifyOtp('asha@example.com', '012345')).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com', otp: '012345' });
    expect(usePasswordReset.getState().verifyOTPSuccess).toBe(true);
  });

  it('resetPassword sends the new password untouched', async () => {
    server = fakeApi({ 'POST /api/admin/reset-password': { body: { message: 'Password reset successful' } } });
    await expect(
      usePasswordReset.getState().resetPassword('asha@example.com', '012345', ' spaced pass '),
    ).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com', otp: '012345', newPassword: ' spaced pass ' });
    expect(usePasswordReset.getState().resetPasswordSuccess).toBe(true);
  });

  it.each([
    ['forgotPassword', 'POST /api/admin/forgot-password', 'Failed to send OTP'],
    ['verifyOtp', 'POST /api/admin/verify-otp', 'Invalid or expired OTP'],
    ['resetPassword', 'POST /api/admin/reset-password', 'Failed to reset password'],
  ] as const)('%s shows the server message, or %s', async (action, route, fallback) => {
    server = fakeApi({
      [route]: [
        { status: 429, body: { message: 'Too many attempts. Please try again in 15 minutes.' } },
        { status: 500, text: 'oops' },
      ],
    });
    const run = () => usePasswordReset.getState()[action]('a@example.com', '123456', 'password1');
    await expect(run()).resolves.toBe(false);
    expect(usePasswordReset.getState()).toMatchObject({
      loading: false,
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    await run();
    expect(usePasswordReset.getState().error).toBe(fallback);
  });

  it('clearStatus keeps an error and clearError keeps the status', () => {
    usePasswordReset.setState({ error: 'x', forgotPasswordSuccess: true, message: 'sent' });
    usePasswordReset.getState().clearError();
    expect(usePasswordReset.getState()).toMatchObject({ error: null, forgotPasswordSuccess: true, message: 'sent' });
    usePasswordReset.setState({ error: 'y' });
    usePasswordReset.getState().clearStatus();
    expect(usePasswordReset.getState()).toMatchObject({ error: 'y', forgotPasswordSuccess: false, message: null });
  });
});
