import { useSyncExternalStore } from 'react';
import { useAuth } from './authStore';
import { toEpochMs } from './token';

/**
 * One clock for the whole console: the header's LOGIN TIMEOUT, the warning's seconds and the expiry
 * all read this one number, so they never disagree. It is worked out from the current time whenever
 * it is read anew: a new expiry (activity) with a clock reading up to a second old used to show 10:01
 * of a 10-minute session.
 */
function secondsLeftNow(): number | null {
  const { sessionExpires, clockOffset } = useAuth.getState();
  const expires = toEpochMs(sessionExpires);
  if (expires === null) return null;
  return Math.max(0, Math.ceil((expires - (Date.now() + clockOffset)) / 1000));
}

let secondsLeft: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopFollowingAuth: (() => void) | undefined;
const listeners = new Set<() => void>();

function publish(): void {
  const next = secondsLeftNow();
  if (next !== secondsLeft) {
    secondsLeft = next;
    for (const listener of listeners) listener();
  }
}

/** The next tick lands where the whole seconds change (rounded up, as a countdown reads), not a second after a click. */
function schedule(): void {
  clearTimeout(timer);
  const { sessionExpires, clockOffset } = useAuth.getState();
  const expires = toEpochMs(sessionExpires);
  const remainder = expires === null ? 1000 : (expires - (Date.now() + clockOffset)) % 1000;
  timer = setTimeout(
    () => {
      publish();
      schedule();
    },
    remainder > 0 ? remainder : 1000,
  );
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    secondsLeft = secondsLeftNow();
    stopFollowingAuth = useAuth.subscribe((state, previous) => {
      if (state.sessionExpires === previous.sessionExpires && state.clockOffset === previous.clockOffset) return;
      publish();
      schedule();
    });
    schedule();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    stopFollowingAuth?.();
  };
}

/** Whole seconds left in the session (rounded up), ticking each second; null when the session has no known expiry. */
export function useSessionCountdown(): number | null {
  return useSyncExternalStore(subscribe, () => (listeners.size > 0 ? secondsLeft : secondsLeftNow()));
}

/** Seconds as mm:ss; --:-- when unknown. */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return '--:--';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}
