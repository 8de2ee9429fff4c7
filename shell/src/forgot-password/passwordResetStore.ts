import { create } from 'zustand';
import { authApi, errorMessage } from '@console/platform';

/** The three steps of a password reset (foundation §4): the shell's own state, not the session's. */
export interface PasswordResetState {
  loading: boolean;
  error: string | null;
  /** The server's words for the last step that worked. */
  message: string | null;
  forgotPasswordSuccess: boolean;
  verifyOTPSuccess: boolean;
  resetPasswordSuccess: boolean;

  /** Step 1: e-mails a one-time code. Resolves true on success. */
  forgotPassword: (email: string) => Promise<boolean>;
  /** Step 2: checks the code. */
  verifyOtp: (email: string, otp: string) => Promise<boolean>;
  /** Step 3: sets the new password with the code. */
  resetPassword: (email: string, otp: string, newPassword: string) => Promise<boolean>;
  clearMessages: () => void;
  clearError: () => void;
  /** Clears the success flags and their message, keeping any error. */
  clearStatus: () => void;
}

type ResetFlag = 'forgotPasswordSuccess' | 'verifyOTPSuccess' | 'resetPasswordSuccess';

const noStatus = {
  message: null,
  forgotPasswordSuccess: false,
  verifyOTPSuccess: false,
  resetPasswordSuccess: false,
} satisfies Partial<PasswordResetState>;

const noMessages = { ...noStatus, error: null } satisfies Partial<PasswordResetState>;

export const usePasswordReset = create<PasswordResetState>()((set) => {
  /** One step's call: loading while it runs, then its success flag and message, or the error. */
  const step = async (flag: ResetFlag, fallback: string, call: () => Promise<{ message: string }>) => {
    set({ ...noMessages, loading: true });
    try {
      const { message } = await call();
      set({ loading: false, [flag]: true, message });
      return true;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, fallback) });
      return false;
    }
  };
  return {
    loading: false,
    ...noMessages,
    forgotPassword: (email) =>
      step('forgotPasswordSuccess', 'Failed to send OTP', () => authApi.forgotPassword(email.trim())),
    verifyOtp: (email, otp) =>
      step('verifyOTPSuccess', 'Invalid or expired OTP', () => authApi.verifyOtp(email.trim(), otp.trim())),
    resetPassword: (email, otp, newPassword) =>
      step('resetPasswordSuccess', 'Failed to reset password', () =>
        authApi.resetPassword(email.trim(), otp.trim(), newPassword),
      ),
    clearMessages: () => set({ ...noMessages }),
    clearError: () => set({ error: null }),
    clearStatus: () => set({ ...noStatus }),
  };
});
