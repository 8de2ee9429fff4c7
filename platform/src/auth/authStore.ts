import { HTTPError, TimeoutError } from 'ky';
import { create } from 'zustand';
import { errorMessage } from '../api/errorMessage';
import { authApi } from './authApi';
import { clearSession, saveRenewal, saveSession } from './authStorage';
import { restoreSession } from './restoreSession';
import { announceSessionEnd } from './sessionEnd';
import { isSameSession, isWellFormedToken, toEpochMs } from './token';
import type { CheckSessionResponse, LoginCredentials, SessionResponse, User } from './types';

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

  /** An identifier containing @ is sent as email, otherwise as username. Resolves true on success. */
  login: (identifier: string, password: string) => Promise<boolean>;
  /** Ends the session here at once, then tells the server; the local session is gone even if that call fails. */
  logout: () => Promise<void>;
  /** Re-reads the stored session (`startPlatform` reads it first, at the host's boot); not while the page is left. */
  restore: () => void;
  /**
   * Ends the session locally without calling the server (the server already refused it, or it
   * expired). Not from a page being left (`leavingPage`): the next page checks the session itself.
   */
  endSession: (reason: string) => void;
  /**
   * Activity: extends the session on the server (update-session). When the server cannot be reached
   * (after the auth retries) the session ends; any other failure leaves the countdown running.
   */
  refreshSession: () => Promise<void>;
  /**
   * Polling: asks the server whether the session lives (check-session); a failed check ends it, except
   * a 503 (the server cannot tell now), which leaves the session and its countdown as they are.
   */
  checkSession: () => Promise<void>;
  clearMessages: () => void;
  clearError: () => void;
  /** Clears the success and its message, keeping any error. */
  clearStatus: () => void;
}

const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOST_CONTACT = 'The server could not be reached. Please log in again.';

const signedOut = {
  user: null,
  token: null,
  sessionExpires: null,
  clockOffset: 0,
  loading: false,
} satisfies Partial<AuthState>;

const noStatus = {
  success: false,
  message: null,
} satisfies Partial<AuthState>;

const noMessages = { ...noStatus, error: null } satisfies Partial<AuthState>;

/** No HTTP answer at all (offline, refused, timed out), once ky's retries are spent. */
const isNetworkFailure = (error: unknown) => !(error instanceof HTTPError);

/**
 * The server cannot check right now: a 503 (its database is restarting), a 502 or 504 from a gateway in
 * front of it (an instance restarting behind nginx during a deploy, or too slow for it), or an answer
 * slower than the client waits (a busy server, a slow link). The session is not in question; the next
 * check asks again.
 */
const SERVER_RETRYING = [502, 503, 504];
const isServerRetrying = (error: unknown) =>
  error instanceof TimeoutError || (error instanceof HTTPError && SERVER_RETRYING.includes(error.response.status));

function credentialsFor(identifier: string, password: string): LoginCredentials {
  const id = identifier.trim();
  return id.includes('@') ? { email: id, password } : { username: id, password };
}

/**
 * Whether this page is being left (a reload, an address typed, a link to a full page load). The
 * browser then fails the calls still out with "Failed to fetch", right after `pagehide`, and runs what
 * waits on them while the next page is already loading: an update-session cut short so ended the
 * session, and cleared it from under the next page (seen in CI: a page.goto right after a scroll landed
 * on the login page). Nothing this page does from then on ends the session; the next page checks it
 * with its own calls. Cleared again when the page is shown from the back/forward cache.
 */
let leavingPage = false;

/** Follows whether the page is being left: `startPlatform` calls it, once, at the host's boot. */
export function followPageLeaving(): void {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
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
 * The one session store. It is a module-level singleton on purpose: federation shares `@console/platform`
 * as a singleton, so the shell and every remote read and change this same store.
 */
export const useAuth = create<AuthState>()((set, get) => ({
  ...signedOut,
  ...noMessages,

  async login(identifier, password) {
    set({ loading: true, error: null, success: false, message: null });
    try {
      const { user, token, currentTime } = await authApi.login(credentialsFor(identifier, password));
      if (!isWellFormedToken(token) || !user) throw new Error('Invalid or missing token');
      const expires = user.sessionExpires ?? null;
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
    announceSessionEnd();
    if (!token) return;
    try {
      await authApi.logout(token);
    } catch {
      // The local session is already gone; the server's own expiry ends its copy.
    }
  },

  restore() {
    if (leavingPage) return;
    const held = get().token;
    set({ ...noMessages, ...restoredState() });
    // Another tab logged out, or someone else signed in there: this tab's session is over too.
    if (held && !isSameSession(get().token, held)) announceSessionEnd();
  },

  endSession(reason) {
    if (leavingPage) return;
    clearSession();
    set({ ...signedOut, ...noMessages, error: reason });
    announceSessionEnd();
  },

  async refreshSession() {
    const { token } = get();
    if (!token) return;
    try {
      renew(token, await authApi.updateSession());
    } catch (error) {
      // A 401 has already ended the session (the API client's hook).
      if (isNetworkFailure(error) && !isServerRetrying(error) && isSameSession(get().token, token))
        get().endSession(LOST_CONTACT);
    }
  },

  async checkSession() {
    const { token } = get();
    if (!token) return;
    let answer: CheckSessionResponse;
    try {
      answer = await authApi.checkSession();
    } catch (error) {
      // After a 401 the API client's hook has already ended the session, with the server's reason.
      if (isServerRetrying(error)) return;
      if (isSameSession(get().token, token)) {
        get().endSession(isNetworkFailure(error) ? LOST_CONTACT : errorMessage(error, 'Session expired'));
      }
      return;
    }
    if (!answer.valid || !answer.sessionExpires) {
      if (isSameSession(get().token, token)) get().endSession(answer.message || 'Session expired');
      return;
    }
    renew(token, { sessionExpires: answer.sessionExpires, currentTime: answer.currentTime ?? '', token: answer.token });
  },

  clearMessages() {
    set({ ...noMessages });
  },

  clearError() {
    set({ error: null });
  },

  clearStatus() {
    set({ ...noStatus });
  },
}));

/** What update-session and check-session both answer: a token only when the server sends one. */
type Renewal = Omit<SessionResponse, 'token'> & { token?: string };

/**
 * Takes a renewal from update-session or check-session, unless the session it was asked for has
 * ended meanwhile (a logout while the call was out must not bring the session back). Answers may
 * arrive out of order; the server only ever moves an expiry later, so the later one wins.
 */
function renew(askedWith: string, answer: Renewal): void {
  const state = useAuth.getState();
  if (!isSameSession(state.token, askedWith)) return;
  const known = toEpochMs(state.sessionExpires) ?? 0;
  const sessionExpires =
    (toEpochMs(answer.sessionExpires) ?? 0) >= known ? answer.sessionExpires : state.sessionExpires!;
  const token = isWellFormedToken(answer.token) ? answer.token : state.token!;
  saveRenewal({ token, sessionExpires });
  useAuth.setState({
    token,
    sessionExpires,
    clockOffset: answer.currentTime ? clockOffsetFrom(answer.currentTime) : state.clockOffset,
  });
}
