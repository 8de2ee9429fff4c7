import { sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reports } from '../db/schema';
import type { BuiltShape } from './blockChanges';
import type { BlockColumns } from './blockColumns';
import type { StoredBlocks } from './storedBlocks';

/**
 * Reports per block, on average: big enough to keep the per-line cost small, small enough to index as
 * they come and to leave the server's event loop to other requests between blocks.
 */
export const BLOCK_SIZE = 2000;

/**
 * Where the list is cut into blocks. A report for which `startsRun` holds (a condition on its own row
 * of `reports`) begins a run, and a run of more than `most` reports is cut every `most` reports counted
 * from its oldest. The list's runs begin at the reports whose id's hash is a multiple of BLOCK_SIZE: one
 * in BLOCK_SIZE, wherever it stands. So a report added, removed or moved on any day changes the block
 * it falls in (two when it begins a run), and at most the other blocks of its own run: every other
 * block keeps its reports. Counted from the list's oldest report instead, one report on an older day
 * moved every newer block's bounds.
 */
export interface BlockCuts {
  startsRun: SQL;
  most: number;
}
export const BLOCK_CUTS: BlockCuts = {
  startsRun: sql`(uuid_hash(id) & 2147483647) % ${sql.raw(String(BLOCK_SIZE))} = 0`,
  most: 2 * BLOCK_SIZE,
};

/** A report's place in the list's order (newest day, then newest record). */
export interface Key {
  date: string;
  id: string;
}

export const key = (at: Key) => sql`(${at.date}::date, ${at.id}::uuid)`;

/**
 * A block of the whole list: its oldest report (the block holds the reports from it up to the next
 * newer block's oldest, that one left out) and, when asked for, its print (blockPrint).
 */
export interface PlannedBlock {
  oldest: Key;
  size: number;
  print?: string;
}

/**
 * A row version's hash (`row_hash` of blockRows and of the planned list's rows): of the report's id and
 * the version's xmin (the transaction that wrote it) and ctid (where it lies), 64 bits.
 */
const rowHash = (row: string) =>
  sql.raw(`hashtextextended(${row}ctid::text, uuid_hash_extended(${row}id, ${row}xmin::text::bigint)) AS row_hash`);

/**
 * A block's print: of its reports' row versions (rowHash). Every write of a report makes a new version,
 * so equal prints mean the same reports as they were, and the same columns. Of rows that hold
 * `row_hash`, in any order: the md5 of the block's count and two sums, of the rows' hashes and of a hash
 * of each (so that sums that cancel in one do not in the other). With no order to follow, PostgreSQL
 * sums each block as the rows come instead of sorting the list's rows by block first, and joins no
 * text: 180–190 ms of PostgreSQL's CPU at 100,000 reports, against 230–250 ms for the md5 of every
 * version written out and joined in the list's order.
 */
export const blockPrint = sql`md5(count(*)::text || ' ' || sum(row_hash)::text || ' ' || sum(hashint8extended(row_hash, 1))::text)`;

/**
 * The area's reports in the list's order, oldest first (`n`, from 1), each with its run (how many
 * reports that begin a run are at or before it), its part of the run (`most` reports a part) and
 * whether it begins its block. With `versions`, each row version's hash too (for prints). The keys are read
 * once in the list's order from the index, and every window is in that order (no sort): the place in
 * a run is counted from the last report that began one.
 */
function cutList(area: AreaKey, { startsRun, most }: BlockCuts, versions: boolean): SQL {
  const part = sql.raw(String(Math.trunc(most)));
  const order = sql`ORDER BY date, id ROWS UNBOUNDED PRECEDING`;
  return sql`SELECT *, (n - COALESCE(began, 1)) / ${part} AS part, (n - COALESCE(began, 1)) % ${part} = 0 AS starts
    FROM (SELECT *, max(n) FILTER (WHERE anchor) OVER (${order}) AS began
      FROM (SELECT *, count(*) OVER (${order}) AS n, count(*) FILTER (WHERE anchor) OVER (${order}) AS run
        FROM (SELECT ${reports.date} AS date, ${reports.id} AS id,
            ${versions ? sql`${rowHash('')},` : sql``} ${startsRun} AS anchor
          FROM ${reports} WHERE ${reports.area} = ${area}) AS a) AS b) AS k`;
}

/**
 * The list's blocks, newest first, cut as BlockCuts says, in one pass over the (date, id) keys.
 * Bounding each block on both sides keeps its query to its own reports whatever plan PostgreSQL picks:
 * with only an upper bound, statistics not yet gathered after a large import made it sort the whole
 * rest of the list for every block.
 *
 * With `prints`, each block's print too, which reads every row (140–190 ms at 100,000 reports, against
 * 25 ms for the keys from the index alone): asked for only when there are kept blocks to compare with;
 * otherwise each block's query answers its print.
 */
export async function planBlocks(
  tx: Database,
  area: AreaKey,
  { prints = false, cuts = BLOCK_CUTS }: { prints?: boolean; cuts?: BlockCuts } = {},
): Promise<PlannedBlock[]> {
  if (prints) {
    const { rows } = await tx.execute<{ date: string; id: string; size: number; print: string }>(sql`SELECT
        max(date::text) FILTER (WHERE starts) AS date, max(id::text) FILTER (WHERE starts) AS id,
        count(*)::int AS size, ${blockPrint} AS print
      FROM (${cutList(area, cuts, true)}) AS c
      GROUP BY run, part ORDER BY run DESC, part DESC`);
    return rows.map(({ date, id, size, print }) => ({ oldest: { date, id }, size, print }));
  }
  const {
    rows: [{ count }],
  } = await tx.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM ${reports} WHERE ${reports.area} = ${area}`,
  );
  const { rows } = await tx.execute<{ date: string; id: string; size: number }>(sql`SELECT date::text AS date,
      id::text AS id, (COALESCE(lead(n) OVER (ORDER BY n), ${count + 1}) - n)::int AS size
    FROM (${cutList(area, cuts, false)}) AS c WHERE starts ORDER BY n DESC`);
  return rows.map(({ date, id, size }) => ({ oldest: { date, id }, size }));
}

/** The reports of block `n` of `blocks`, in the list's order or not, with their row versions' hashes. */
export function blockRows(area: AreaKey, blocks: readonly PlannedBlock[], n: number): SQL {
  const row = sql`(r.date, r.id)`;
  const newer = blocks[n - 1];
  return sql`SELECT r.*, ${rowHash('r.')} FROM ${reports} AS r
    WHERE r.area = ${area} AND ${row} >= ${key(blocks[n].oldest)} ${newer ? sql`AND ${row} < ${key(newer.oldest)}` : sql``}`;
}

/**
 * The columns PostgreSQL wrote for the blocks of an area's last build, by print, so that the next build
 * after a change reads only the blocks the change fell in. Kept by the area's list in this process,
 * for one epoch of the list's revisions (a restore begins another), and, with `stored`, in PostgreSQL
 * for every instance and the next start (storedBlocks.ts): what this process does not hold is looked
 * for there. About the size of the list's lines (30 MB for 100,000 reports), so kept only for lists of
 * at most `most` reports (the lists the report page loads whole: REPORT_BROWSER_LIST_MAX).
 */
export class KeptBlocks {
  private epoch: string | null = null;
  private blocks = new Map<string, BlockColumns>();
  /** The kept build's blocks in order, with the revision it read (null for blocks taken from storage). */
  private shape: BuiltShape | null = null;
  /** How the builds given these blocks planned: by the changes since the kept build, or by prints. */
  readonly plans = { changes: 0, prints: 0 };
  /** Bumped by every build kept: blocks read from storage meanwhile are older and not taken in. */
  private builds = 0;
  private storing: Promise<void> = Promise.resolve();
  private waiting: { timer: NodeJS.Timeout; done: () => void; write: () => void } | null = null;

  constructor(
    private readonly most: number,
    private readonly stored?: StoredBlocks,
    /** A failure to store a build's blocks (the next build then reads them again). */
    private readonly failed: (error: unknown) => void = () => undefined,
    /**
     * How long after a build its blocks are stored: the people waiting for the build take their answer
     * first (writing 30 MB at 100,000 reports costs the API about 0.15 s of CPU).
     */
    private readonly storeAfterMs = 2_000,
  ) {}

  /** Whether blocks of `epoch` are kept or stored (a build then asks for every block's print, to compare). */
  async holds(epoch: string): Promise<boolean> {
    if (epoch === this.epoch && this.blocks.size > 0) return true;
    return (await this.stored?.holds(epoch)) ?? false;
  }

  /**
   * The blocks of the build kept in this process, if it is of `epoch`, with their places and the
   * revision it read: a build compares with them the blocks the changes since fell in (blockChanges.ts).
   */
  builtShape(epoch: string): BuiltShape | null {
    return epoch === this.epoch && this.blocks.size > 0 ? this.shape : null;
  }

  /** The columns of the blocks with these prints, built in `epoch`: those kept or stored. */
  async take(epoch: string, prints: readonly string[]): Promise<Map<string, BlockColumns>> {
    const found = new Map<string, BlockColumns>();
    const missing: string[] = [];
    for (const print of prints) {
      const columns = epoch === this.epoch ? this.blocks.get(print) : undefined;
      if (columns) found.set(print, columns);
      else missing.push(print);
    }
    if (missing.length && this.stored)
      for (const [print, columns] of await this.stored.read(epoch, missing)) found.set(print, columns);
    return found;
  }

  /**
   * A whole build's blocks of a list of `count` reports, in place of the last one's (none above
   * `most`), with their places (`shape`); stored `storeAfterMs` later (a later build's blocks replace
   * them before they are).
   */
  keep(epoch: string, blocks: Map<string, BlockColumns>, count: number, shape: BuiltShape | null = null) {
    this.builds += 1;
    this.epoch = epoch;
    this.blocks = count <= this.most ? blocks : new Map<string, BlockColumns>();
    this.shape = count <= this.most ? shape : null;
    const { stored } = this;
    if (!stored) return;
    this.dropWaiting();
    const kept = this.blocks;
    const keptShape = this.shape;
    const before = this.storing;
    this.storing = new Promise<void>((resolve) => {
      const write = () => {
        this.waiting = null;
        resolve(before.then(() => stored.write(epoch, kept, keptShape)).catch(this.failed));
      };
      this.waiting = { timer: setTimeout(write, this.storeAfterMs), done: resolve, write };
    });
  }

  /**
   * Takes every block stored for `epoch` into this process, unless it holds blocks of that epoch
   * already: for an instance that started with the stored copy of the list current and so built
   * nothing, whose first build after a change would otherwise read every block it reuses from storage
   * (30 MB at 100,000 reports) while the people who asked wait. Answers how many blocks it took.
   */
  async takeStored(epoch: string): Promise<number> {
    if (!this.stored || (epoch === this.epoch && this.blocks.size > 0)) return 0;
    const builds = this.builds;
    const [blocks, shape] = await Promise.all([this.stored.read(epoch), this.stored.shape(epoch)]);
    // A build kept meanwhile holds newer blocks than these.
    if (builds !== this.builds || blocks.size === 0) return 0;
    this.epoch = epoch;
    this.blocks = blocks;
    // The stored build's shape: the next build plans from the changes since it (any build's shape holds
    // for its revision, and a print it carries that is not among these blocks is only read again).
    this.shape = shape;
    return blocks.size;
  }

  /**
   * Stores the last build's blocks now, not `storeAfterMs` after it: for a build nobody waits for an
   * answer from (before the instance serves), whose storing would otherwise fall among the first
   * requests. Resolves once they are stored (or failed to be).
   */
  storeNow(): Promise<void> {
    if (this.waiting) {
      clearTimeout(this.waiting.timer);
      this.waiting.write();
    }
    return this.storing;
  }

  /** Once the last build's blocks are stored (or failed to be, or were dropped). */
  storedAll(): Promise<void> {
    return this.storing;
  }

  /** Stores nothing more (the API is closing): a write under way ends, one not begun is dropped. */
  async close(): Promise<void> {
    this.dropWaiting();
    await this.storing;
  }

  private dropWaiting() {
    if (!this.waiting) return;
    clearTimeout(this.waiting.timer);
    this.waiting.done();
    this.waiting = null;
  }
}
