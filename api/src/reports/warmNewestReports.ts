import { desc, eq, sql } from 'drizzle-orm';
import { AREA_KEYS, type AreaKey } from '@console/contract/resources';
import type { Database } from '../db';
import { WALK_LIMIT } from '../db/pageWalk';
import { reports } from '../db/schema';

/**
 * Reads, before the API serves (ops/beforeServing.ts), each area's newest reports as far as a filtered
 * page's walk reads them (view.ts pageIds: at most WALK_LIMIT in the list's order, each report's searched
 * text tested), so that the pages those walks touch are in PostgreSQL's cache when the first people
 * search. After a start at 1,000,000 reports per area, the walks of the first searches' pages 1 and 2
 * took 370 ms of the database's time for eight of them (cold pages; 2–4 ms each once read), among 50
 * people opening Reports (README "50 people at once"). The first page and the rows of a page are among
 * the same reports. Resolves with how many it read per area.
 */
export async function warmNewestReports(db: Database): Promise<Record<AreaKey, number>> {
  const read = {} as Record<AreaKey, number>;
  for (const area of AREA_KEYS) {
    const newest = db
      .select({ search: reports.viewSearch })
      .from(reports)
      .where(eq(reports.area, area))
      .orderBy(desc(reports.date), desc(reports.id))
      .limit(WALK_LIMIT)
      .as('newest');
    // Each text's length: its tuple read, not only its page's header.
    const [{ reports: count }] = await db
      .select({ reports: sql<number>`count(*)::int`, bytes: sql<number>`sum(length(${newest.search}))` })
      .from(newest);
    read[area] = count;
  }
  return read;
}
