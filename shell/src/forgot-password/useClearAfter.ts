import { useEffect } from 'react';

/** Calls `clear` `ms` after `shown` turns true; a change before then starts the wait again. */
export function useClearAfter(shown: boolean, ms: number, clear: () => void): void {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [shown, ms, clear]);
}
