import type { User } from './types';

/** The browser storage keys of the session (spec §9). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  sessionExpires: 'sessionExpires',
  timerTimeLeft: 'timerTimeLeft',
  notificationSent: 'notificationSent',
} as const;

export interface StoredSession {
  token: string;
  user: User;
  sessionExpires: string | null;
}

export interface RawStoredSession {
  token: string | null;
  user: string | null;
  sessionExpires: string | null;
}

export function saveSession({ token, user, sessionExpires }: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (sessionExpires) localStorage.setItem(STORAGE_KEYS.sessionExpires, sessionExpires);
  else localStorage.removeItem(STORAGE_KEYS.sessionExpires);
}

/** A renewal from update-session or check-session: the same session, a later expiry, a fresh token. */
export function saveRenewal({ token, sessionExpires }: { token: string; sessionExpires: string }): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.sessionExpires, sessionExpires);
}

export function saveTimeLeft(seconds: number): void {
  localStorage.setItem(STORAGE_KEYS.timerTimeLeft, String(seconds));
}

/** Whether the login-timeout notification went out; shared by the tabs, so only one of them sends it. */
export function isNotificationSent(): boolean {
  return localStorage.getItem(STORAGE_KEYS.notificationSent) === 'true';
}

export function setNotificationSent(sent: boolean): void {
  localStorage.setItem(STORAGE_KEYS.notificationSent, String(sent));
}

export function readSession(): RawStoredSession {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    user: localStorage.getItem(STORAGE_KEYS.user),
    sessionExpires: localStorage.getItem(STORAGE_KEYS.sessionExpires),
  };
}

/**
 * Forget every session key. Keys that belong to the browser rather than the session (such as the
 * login page's hard-refresh acknowledgement) stay, so logging out does not bring that dialog back.
 * What the sections keep (their stores, workers and IndexedDB) is theirs to forget: see onSessionEnd.
 */
export function clearSession(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable (privacy mode): nothing was stored either.
  }
}
