/** A session token is a JWT: exactly three non-empty dot-separated parts. */
export function isWellFormedToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** An expiry as epoch milliseconds: ISO text, epoch text or a number; null when absent or unreadable. */
export function expiryTime(sessionExpires: string | number | null | undefined): number | null {
  if (sessionExpires === null || sessionExpires === undefined || sessionExpires === '') return null;
  const time =
    typeof sessionExpires === 'number' || /^\d+$/.test(sessionExpires)
      ? Number(sessionExpires)
      : Date.parse(sessionExpires);
  return Number.isFinite(time) ? time : null;
}
