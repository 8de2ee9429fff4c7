import { readSession, type StoredSession } from './authStorage';
import { toEpochMs, isWellFormedToken } from './token';
import type { User } from './types';

export type RestoreResult =
  | { kind: 'none' }
  | { kind: 'restored'; session: StoredSession }
  | { kind: 'refused'; error: 'Invalid or missing token' | 'Session expired' | 'Failed to restore auth' };

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User).role === 'string';
}

/** Decide what the stored session is worth, without changing anything. */
export function restoreSession(now: number = Date.now()): RestoreResult {
  let raw;
  try {
    raw = readSession();
  } catch {
    return { kind: 'refused', error: 'Failed to restore auth' };
  }
  if (raw.token === null && raw.user === null) return { kind: 'none' };
  if (!isWellFormedToken(raw.token)) return { kind: 'refused', error: 'Invalid or missing token' };

  const expires = toEpochMs(raw.sessionExpires);
  if (expires !== null && expires <= now) return { kind: 'refused', error: 'Session expired' };

  let user: unknown;
  try {
    user = JSON.parse(raw.user ?? '');
  } catch {
    return { kind: 'refused', error: 'Failed to restore auth' };
  }
  if (!isUser(user)) return { kind: 'refused', error: 'Failed to restore auth' };
  return { kind: 'restored', session: { token: raw.token, user, sessionExpires: raw.sessionExpires } };
}
