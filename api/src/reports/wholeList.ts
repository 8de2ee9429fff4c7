import { eq, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reports } from '../db/schema';

/**
 * Whether the area's whole list is small enough for the browser to hold (at most `max` reports),
 * answered once per revision: the count stops at max + 1 (an index-only walk), so a list of millions
 * costs what the limit costs, and only after a change.
 */
export function wholeListCheck(db: Database, area: AreaKey, max: number): (tag: string) => Promise<boolean> {
  let last: { tag: string; allowed: Promise<boolean> } | null = null;
  return (tag) => {
    if (last?.tag === tag) return last.allowed;
    const allowed = db
      .execute<{ size: number }>(
        sql`SELECT count(*)::int AS size FROM (SELECT 1 FROM ${reports} WHERE ${eq(reports.area, area)} LIMIT ${max + 1}) AS capped`,
      )
      .then(({ rows }) => rows[0].size <= max);
    const entry = { tag, allowed };
    last = entry;
    allowed.catch(() => {
      if (last === entry) last = null;
    });
    return allowed;
  };
}
