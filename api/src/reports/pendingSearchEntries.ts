import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/**
 * How large a trigram index's pending list may grow inside an import's transaction before the import
 * merges it itself: a 10,000-row file (3,376 reports) adds about 9 MB to each of the two indexes, the
 * 100,000-row limit about ten times that, merged once on the way.
 */
const IMPORT_PENDING_LIST = '64MB';

/**
 * The search's trigram indexes (the reports' per area, migration 0023; report_search's per partition,
 * 0027) are GIN indexes: a write adds its entries to the index's pending list, and the write that finds
 * the list past `gin_pending_list_limit` (4 MB by default) merges the whole list into the index before it
 * goes on. An import of 10,000 rows did that twice per index, 0.5-0.9 s of its write at 1,000,000 reports.
 * Inside the import's transaction the lists may grow to IMPORT_PENDING_LIST; after its commit
 * mergePendingSearchEntries merges them in one pass, beside the answer instead of inside it. A search
 * reads the pending list as well as the index, so every imported report is found before and after.
 */
export const letPendingSearchEntriesGrow = (tx: Database) =>
  tx.execute(sql`SET LOCAL gin_pending_list_limit = ${sql.raw(`'${IMPORT_PENDING_LIST}'`)}`);

/** The GIN indexes a report's write adds search entries to: the reports' and report_search's partitions'. */
export const SEARCH_GIN_INDEXES = sql`
  SELECT i.indexrelid
  FROM pg_index i
  JOIN pg_class ix ON ix.oid = i.indexrelid
  JOIN pg_am am ON am.oid = ix.relam AND am.amname = 'gin'
  WHERE i.indrelid = 'reports'::regclass
    OR i.indrelid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'report_search'::regclass)`;

/**
 * Merges the pending lists of SEARCH_GIN_INDEXES into the indexes; answers the pages taken off the
 * lists. A list another connection is merging is waited for, not merged twice.
 */
export async function mergePendingSearchEntries(db: Database): Promise<number> {
  const { rows } = await db.execute<{ pages: string | number | null }>(
    sql`SELECT sum(gin_clean_pending_list(gin.indexrelid)) AS pages FROM (${SEARCH_GIN_INDEXES}) AS gin`,
  );
  return Number(rows[0]?.pages ?? 0);
}
