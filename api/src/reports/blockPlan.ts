import { sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reports } from '../db/schema';
import type { BlockColumns } from './blockColumns';

/**
 * Reports per block: big enough to keep the per-line cost small, small enough to index as they come
 * and to leave the server's event loop to other requests between blocks.
 */
export const BLOCK_SIZE = 2000;

/** A report's place in the list's order (newest day, then newest record). */
export interface Key {
  date: string;
  id: string;
}

export const key = (at: Key) => sql`(${at.date}::date, ${at.id}::uuid)`;

/**
 * A block of the whole list: its oldest report (the block holds the reports from it up to the next
 * newer block's oldest, that one left out) and its print: its reports' ids and row versions.
 */
export interface PlannedBlock {
  oldest: Key;
  size: number;
  print: string;
}

const perBlock = sql.raw(String(BLOCK_SIZE));

/**
 * The list's blocks, newest first, counted from the oldest report: each holds BLOCK_SIZE reports but
 * the newest, which holds the rest, so that reports added on the newest days leave every older block
 * as it was. Read in one pass. Bounding each block on both sides keeps its query to its own 2,000 rows
 * whatever plan PostgreSQL picks: with only an upper bound, statistics not yet gathered after a large
 * import made it sort the whole rest of the list for every block.
 *
 * A block's print is the md5 of its reports' ids with their row versions (xmin, the transaction that
 * wrote the version, and ctid, where it lies): every write of a report makes a new version, so equal
 * prints mean the same reports as they were, and the same columns. In the list's order: a group's
 * order is otherwise whatever the plan reads it in, which changes from one build to the next.
 */
export async function planBlocks(tx: Database, area: AreaKey): Promise<PlannedBlock[]> {
  const { rows } = await tx.execute<{ date: string; id: string; size: number; print: string }>(sql`SELECT
      max(date::text) FILTER (WHERE (n - 1) % ${perBlock} = 0) AS date,
      max(id::text) FILTER (WHERE (n - 1) % ${perBlock} = 0) AS id,
      count(*)::int AS size, md5(string_agg(id::text || ' ' || xmin::text || ' ' || ctid::text, ',' ORDER BY n)) AS print
    FROM (SELECT ${reports.id} AS id, ${reports.date} AS date, xmin, ctid,
      row_number() OVER (ORDER BY ${reports.date}, ${reports.id}) AS n FROM ${reports} WHERE ${reports.area} = ${area}) AS k
    GROUP BY (n - 1) / ${perBlock} ORDER BY (n - 1) / ${perBlock} DESC`);
  return rows.map(({ date, id, size, print }) => ({ oldest: { date, id }, size, print }));
}

/** The reports of block `n` of `blocks`, in the list's order or not. */
export function blockRows(area: AreaKey, blocks: readonly PlannedBlock[], n: number): SQL {
  const row = sql`(r.date, r.id)`;
  const newer = blocks[n - 1];
  return sql`SELECT * FROM ${reports} AS r WHERE r.area = ${area} AND ${row} >= ${key(blocks[n].oldest)}
    ${newer ? sql`AND ${row} < ${key(newer.oldest)}` : sql``}`;
}

/**
 * The columns PostgreSQL wrote for the blocks of an area's last build, by print, so that the next build
 * after a change reads only the blocks the change fell in. Kept by the area's list in this process,
 * for one epoch of the list's revisions (a restore begins another). About the size of the list's
 * lines (30 MB for 100,000 reports).
 */
export class KeptBlocks {
  private epoch: string | null = null;
  private blocks = new Map<string, BlockColumns>();

  /** The columns of a block with this print, built in `epoch`. */
  get(epoch: string, print: string): BlockColumns | undefined {
    return epoch === this.epoch ? this.blocks.get(print) : undefined;
  }

  /** A whole build's blocks, in place of the last one's. */
  keep(epoch: string, blocks: Map<string, BlockColumns>) {
    this.epoch = epoch;
    this.blocks = blocks;
  }
}
