import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Tells `report` of each read that fails while the page shows: the page's banner says why, as it did
 * for each failed load. A failure the cache held from an earlier visit is not news (the page asks
 * again on arrival, and a new failure is reported then).
 */
export function useReadFailure(error: Error | null, report: (error: Error) => void): void {
  const reportNow = useEffectEvent(report);
  const seen = useRef(error);
  useEffect(() => {
    if (!error || error === seen.current) return;
    seen.current = error;
    reportNow(error);
  }, [error]);
}
