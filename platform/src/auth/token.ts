/** A session token is a JWT: exactly three non-empty dot-separated parts. */
export function isWellFormedToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** A server time (an expiry, a currentTime) in epoch ms, from ISO text, epoch text or a number; null if unreadable. */
export function toEpochMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** The session a token names (its `sid` claim), read without verifying: the server does that. */
function sessionIdOf(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload === 'object' && payload !== null && 'sid' in payload ? String(payload.sid) : null;
  } catch {
    return null;
  }
}

/** Whether two tokens stand for one session: the server hands out fresh tokens for the same session. */
export function isSameSession(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  if (a === b) return true;
  const sid = sessionIdOf(a);
  return sid !== null && sid === sessionIdOf(b);
}
