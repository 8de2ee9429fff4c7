import { sql } from 'drizzle-orm';
import type { CountLane } from '../db/countLane';
import { reportSearch } from '../db/schema';

/**
 * Each count lane (db/countLane.ts) reads every report's searched text once before the API serves
 * (ops/beforeServing.ts), so that the first searches after a start are counted by processes that have
 * touched those pages (and find them in PostgreSQL's cache): at 1,000,000 reports per area about 0.35 s
 * of one core per lane and area when the pages are in PostgreSQL's cache already, 3-6 s in all on a fresh
 * start that first copies them in from the system's, paid before anyone waits on it rather than by the
 * first search of each term. Read as one scan
 * with no parallel helpers (those are other processes, which would keep what they touched to themselves).
 */
export function warmCountLanes(lane: CountLane): Promise<void> {
  return lane.warm(async (db) => {
    await db.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    // Each text's length: its page's tuples touched, not only the page's header.
    await db.execute(sql`SELECT sum(length(${reportSearch.search})) FROM ${reportSearch}`);
  });
}
