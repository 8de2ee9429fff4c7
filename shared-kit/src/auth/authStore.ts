import { create } from 'zustand';
import { connectSession } from '../api/client';
import { errorMessage } from '../api/errorMessage';
import { authApi } from './authApi';
import { clearSession, saveSession } from './authStorage';
import { restoreSession } from './restoreSession';
import { toEpochMs, isWellFormedToken } from './token';
import type { LoginCredentials, User } from './types';

/** The auth state of spec §3, plus its actions. */
export interface AuthState {
  user: User | null;
  token: string | null;
  sessionExpires: string | null;
  /** Server clock minus this browser's clock (ms), from the login answer's currentTime; 0 when unknown. */
  clockOffset: number;
  loading: boolean;
  error: string | null;
  success: boolean;
  message: string | null;
  forgotPasswordSuccess: boolean;
  verifyOTPSuccess: boolean;
  resetPasswordSuccess: boolean;

  /** An identifier containing @ is sent as email, otherwise as username. Resolves true on success. */
  login(identifier: string, password: string): Promise<boolean>;
  /** Ends the session here at once, then tells the server; the local session is gone even if that call fails. */
  logout(): Promise<void>;
  /** Re-reads the stored session (it is also read once when this module loads). */
  restore(): void;
  /** Ends the session locally without calling the server (the server already refused it, or it expired). */
  endSession(reason: string): void;
  clearMessages(): void;
}

const LOGIN_FAILED = 'Login failed. Please try again.';

const signedOut = {
  user: null,
  token: null,
  sessionExpires: null,
  clockOffset: 0,
  loading: false,
} satisfies Partial<AuthState>;

const noMessages = {
  error: null,
  success: false,
  message: null,
  forgotPasswordSuccess: false,
  verifyOTPSuccess: false,
  resetPasswordSuccess: false,
} satisfies Partial<AuthState>;

function credentialsFor(identifier: string, password: string): LoginCredentials {
  const id = identifier.trim();
  return id.includes('@') ? { email: id, password } : { username: id, password };
}

/** A browser clock that is off would end the countdown early or late; the server's clock decides. */
function clockOffsetFrom(serverTime: string | undefined): number {
  const server = toEpochMs(serverTime);
  return server === null ? 0 : server - Date.now();
}

function restoredState(): Partial<AuthState> {
  const result = restoreSession();
  if (result.kind === 'restored') return { ...result.session };
  if (result.kind === 'refused') {
    clearSession();
    return { ...signedOut, error: result.error };
  }
  return { ...signedOut };
}

/**
 * The one session store. It is a module-level singleton on purpose: federation shares `shared-kit`
 * as a singleton, so the shell and every remote read and change this same store.
 */
export const useAuth = create<AuthState>()((set, get) => ({
  ...signedOut,
  ...noMessages,
  ...restoredState(),

  async login(identifier, password) {
    set({ loading: true, error: null, success: false, message: null });
    try {
      const { user, token, sessionExpires, currentTime } = await authApi.login(credentialsFor(identifier, password));
      if (!isWellFormedToken(token) || !user) throw new Error('Invalid or missing token');
      const expires = user.sessionExpires ?? sessionExpires ?? null;
      saveSession({ token, user, sessionExpires: expires });
      set({
        user,
        token,
        sessionExpires: expires,
        clockOffset: clockOffsetFrom(currentTime),
        loading: false,
        success: true,
        message: 'Login successful',
      });
      return true;
    } catch (error) {
      set({ ...signedOut, error: errorMessage(error, LOGIN_FAILED) });
      return false;
    }
  },

  async logout() {
    const { token } = get();
    clearSession();
    set({ ...signedOut, ...noMessages, success: true, message: 'Logged out successfully' });
    if (!token) return;
    try {
      await authApi.logout(token);
    } catch {
      // The local session is already gone; the server's own expiry ends its copy.
    }
  },

  restore() {
    set({ ...noMessages, ...restoredState() });
  },

  endSession(reason) {
    clearSession();
    set({ ...signedOut, ...noMessages, error: reason });
  },

  clearMessages() {
    set({ ...noMessages });
  },
}));

connectSession({
  token: () => useAuth.getState().token,
  onUnauthorized: (reason) => {
    if (useAuth.getState().token) useAuth.getState().endSession(reason ?? 'Session expired');
  },
});
