import { fakeApi } from '../../testing/fakeApi';
import { useAuth } from './authStore';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});
beforeEach(() => useAuth.getState().clearMessages());

describe('password reset actions', () => {
  it('forgotPassword sends the trimmed e-mail and sets its flag and the server message', async () => {
    server = fakeApi({ 'POST /api/admin/forgot-password': { body: { message: 'An OTP has been sent' } } });
    const asked = useAuth.getState().forgotPassword(' asha@example.com ');
    expect(useAuth.getState().loading).toBe(true);
    await expect(asked).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com' });
    expect(useAuth.getState()).toMatchObject({
      loading: false,
      forgotPasswordSuccess: true,
      message: 'An OTP has been sent',
      error: null,
    });
  });

  it('verifyOtp sends e-mail and code', async () => {
    server = fakeApi({ 'POST /api/admin/verify-otp': { body: { message: 'OTP verified' } } });
    await expect(useAuth.getState().verifyOtp('asha@example.com', '012345')).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com', otp: '012345' });
    expect(useAuth.getState().verifyOTPSuccess).toBe(true);
  });

  it('resetPassword sends the new password untouched', async () => {
    server = fakeApi({ 'POST /api/admin/reset-password': { body: { message: 'Password reset successful' } } });
    await expect(useAuth.getState().resetPassword('asha@example.com', '012345', ' spaced pass ')).resolves.toBe(true);
    expect(server.calls[0].body).toEqual({ email: 'asha@example.com', otp: '012345', newPassword: ' spaced pass ' });
    expect(useAuth.getState().resetPasswordSuccess).toBe(true);
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
    const run = () => useAuth.getState()[action]('a@example.com', '123456', 'password1');
    await expect(run()).resolves.toBe(false);
    expect(useAuth.getState()).toMatchObject({
      loading: false,
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    await run();
    expect(useAuth.getState().error).toBe(fallback);
  });

  it('clearStatus keeps an error and clearError keeps the status', () => {
    useAuth.setState({ error: 'x', forgotPasswordSuccess: true, message: 'sent' });
    useAuth.getState().clearError();
    expect(useAuth.getState()).toMatchObject({ error: null, forgotPasswordSuccess: true, message: 'sent' });
    useAuth.setState({ error: 'y' });
    useAuth.getState().clearStatus();
    expect(useAuth.getState()).toMatchObject({ error: 'y', forgotPasswordSuccess: false, message: null });
  });
});
