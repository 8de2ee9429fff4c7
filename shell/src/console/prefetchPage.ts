import { useEffect } from 'react';
import { prefetchRead, useAuth, type PrefetchedRead } from '@console/platform';
import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import type { ConsolePlace } from './consoleMap';

/** A manifest's read with its date placeholders filled in for `now` (Asia/Kolkata days). */
export function resolvedRead(read: PrefetchedRead, now: Date = new Date()): PrefetchedRead {
  const days: Record<string, string> = { '{today}': todayInKolkata(now), '{rangeStart}': rangeStartInKolkata(now) };
  const searchParams = Object.fromEntries(
    Object.entries(read.searchParams).map(([name, value]) => [name, days[value] ?? value]),
  );
  return { path: read.path, searchParams };
}

/**
 * Starts the page's first read (its route manifest's `prefetch`) as soon as the address is known and
 * someone is signed in, while the section's code is still on its way; the page takes the answer.
 */
export function usePagePrefetch(place: ConsolePlace): void {
  const signedIn = useAuth((state) => state.token !== null);
  const read = place.kind === 'page' ? place.page.route.prefetch : undefined;
  useEffect(() => {
    if (signedIn && read) prefetchRead(resolvedRead(read));
  }, [signedIn, read]);
}
