import { sql } from 'drizzle-orm';
import type { Database } from '.';

/**
 * How many rows a filtered page may walk in its order's index before reading every match and sorting
 * them is the cheaper way to it. A walk reads rows in the page's order and drops those the filters
 * refuse: about (page × size) × rows / matches of them when the matches are spread evenly, which is
 * nothing for a broad filter, and the whole table for a rare one or one whose matches lie far down the
 * order (at 1,000,000 reports a filter matching nothing walked all of them: 6 s; user names containing
 * `raj`, sorted by user name, walked 600,000: 5.8 s). Reading the matches costs one pass over them,
 * whatever the page. So a walk is tried only when it is likely to reach the page within this many rows,
 * and stopped there when it does not.
 */
export const WALK_LIMIT = 20_000;

/** The table's rows as PostgreSQL last counted them (ANALYZE, autovacuum): no scan. */
export async function estimatedRows(db: Database, table: 'reports' | 'proofs'): Promise<number> {
  const { rows } = await db.execute<{ rows: number }>(
    sql`SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = to_regclass(${table})`,
  );
  return rows[0]?.rows ?? 0;
}

/** Whether a walk through `rows` rows, `total` of them matching, likely reaches the page within `walkLimit`. */
export function walkReaches(
  view: { page: number; pageSize: number; total: number; rows: number },
  walkLimit = WALK_LIMIT,
): boolean {
  const { page, pageSize, total, rows } = view;
  return total > 0 && (page * pageSize * Math.max(rows, total)) / total <= walkLimit;
}
