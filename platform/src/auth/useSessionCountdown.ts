import { useEffect, useState } from 'react';
import { useAuth } from './authStore';
import { toEpochMs } from './token';

/**
 * Whole seconds left in the session, ticking each second; null when the session has no known expiry.
 * The warning modal and the activity refresh build on this hook.
 */
export function useSessionCountdown(): number | null {
  const expires = toEpochMs(useAuth((state) => state.sessionExpires));
  const clockOffset = useAuth((state) => state.clockOffset);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (expires === null) return null;
  return Math.max(0, Math.ceil((expires - (now + clockOffset)) / 1000));
}

/** Seconds as mm:ss; --:-- when unknown. */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return '--:--';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}
