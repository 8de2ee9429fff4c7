import { useEffect } from 'react';
import { useAuth } from '@console/platform';
import { POLL_MS } from './sessionTiming';

/** Asks the server every 15 s whether the session lives: a logout elsewhere or a revocation ends it here too. */
export function useSessionPolling(): void {
  useEffect(() => {
    const timer = setInterval(() => void useAuth.getState().checkSession(), POLL_MS);
    return () => clearInterval(timer);
  }, []);
}
