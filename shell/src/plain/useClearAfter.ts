import { useEffect } from 'react';

/** Errors of the login and password pages clear themselves after this long (foundation.md §4, §8: 3 to 5 s). */
export const ERROR_CLEAR_MS = 5000;

/** Calls `clear` `ms` after `shown` turns true; a change before then starts the wait again. */
export function useClearAfter(shown: boolean, ms: number, clear: () => void): void {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [shown, ms, clear]);
}
