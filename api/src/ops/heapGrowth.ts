import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the API's heap grow past what its last full collection kept alive before it
 * collects again: 50 %, where V8 by itself picks up to 300 % when allocation runs fast and collection is
 * cheap. An export of 1,000,000 rows (issue 20, item 8) allocates about a gigabyte of short-lived rows
 * and XML while keeping little alive; V8 then let the garbage pile up to 470 MB of heap before collecting
 * (the API's resident memory 506–685 MB, goal 500). At 50 % it stayed at 395–405 MB, in the same time
 * (46.9 s against 49.0 s), and the whole list's builds and the 50-people load cost the same within their
 * spread (README "Large lists", issue 20's twenty-third session).
 */
export const HEAP_GROWING_PERCENT = 50;

/** The V8 option that sets it (V8 ignores an option it does not know: heapGrowth.test.ts checks it is known). */
export const HEAP_GROWTH_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/**
 * Sets the API process's heap growth (HEAP_GROWING_PERCENT). V8 reads it at every full collection, so
 * setting it at the start of main.ts, before any request, covers the process's whole life.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}
