import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './index';
import * as schema from './schema';

/**
 * A few connections of their own (as many as the machine has cores) for the counts of large lists'
 * views: a search's count at 1,000,000 reports reads its matches' pages wherever they lie (28,000 of
 * them for a common name). A server process's first touch of a page of PostgreSQL's shared cache costs
 * it more than reading the page: on this 2-core VM 0.35 s more for such a count on a connection that had
 * not counted before than on one that had (56-113 ms, three at once). Counts spread over the pool's ten
 * connections each paid it; kept to these few, they pay it once, and no more of them run at once than
 * there are cores to run them.
 *
 * Waited on briefly: `run` answers null when no lane comes free within LANE_WAIT_MS (a long count must
 * not hold up the others) or none can connect, and the caller counts on its own connection as before.
 */
export interface CountLane {
  /**
   * Runs `work` in a read-only snapshot of its own, if a lane comes free within the wait and its
   * snapshot is at the caller's revision (`tagOf` it equals `tag`: the same rows, so the same count);
   * otherwise null, and `work` is not run.
   */
  run: <T>(
    tagOf: (db: Database) => Promise<string>,
    tag: string,
    work: (db: Database) => Promise<T>,
  ) => Promise<T | null>;
  /**
   * Has every lane read what `work` reads, all lanes at once, each in a read-only transaction: the
   * processes' first touch of those pages made before anyone waits on a count.
   */
  warm: (work: (db: Database) => Promise<unknown>) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * How long a count waits for a lane before it is made on the caller's connection: about what a count
 * costs there on a connection new to the list's pages, so that waiting behind the lanes' counts is
 * never much slower than not waiting, and a long count on every lane holds no one up longer than this.
 */
const LANE_WAIT_MS = 400;

/** The lanes beside `pool`, with its settings. */
export function countLaneOn(
  pool: pg.Pool,
  lanes = Math.max(2, os.availableParallelism()),
  waitMs = LANE_WAIT_MS,
): CountLane {
  const lane = new pg.Pool({ ...pool.options, max: lanes, idleTimeoutMillis: 0 });
  // A lane lost while idle (database restart) is replaced on its next use; it must not end the process.
  lane.on('error', () => undefined);
  let free = lanes;
  const waiting: Array<(taken: boolean) => void> = [];

  /** Takes a lane, waiting up to `waitMs` for one: false when none came free in time. */
  function take(): Promise<boolean> {
    if (free > 0) {
      free -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const turn = (taken: boolean) => {
        clearTimeout(timer);
        resolve(taken);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        resolve(false);
      }, waitMs);
      waiting.push(turn);
    });
  }

  /** Hands the lane to the first count waiting, or frees it. */
  function give(): void {
    const next = waiting.shift();
    if (next) next(true);
    else free += 1;
  }

  return {
    async run(tagOf, tag, work) {
      if (!(await take())) return null;
      let client: pg.PoolClient;
      try {
        client = await lane.connect();
      } catch {
        // No lane could connect: the caller counts on its own connection.
        give();
        return null;
      }
      let failed: Error | undefined;
      try {
        return await drizzle(client, { schema }).transaction(
          async (tx) => ((await tagOf(tx)) === tag ? work(tx) : null),
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
      } catch (error) {
        // The count's own failure is the caller's, as it would have been on its own connection.
        failed = error as Error;
        throw error;
      } finally {
        // A connection that failed is dropped rather than handed to the next count.
        client.release(failed);
        give();
      }
    },
    async warm(work) {
      // Every lane held at once: one at a time, the pool would hand the same connection back each time.
      const taken = (await Promise.all(Array.from({ length: lanes }, take))).filter(Boolean).length;
      const clients: pg.PoolClient[] = [];
      try {
        for (let i = 0; i < taken; i += 1) clients.push(await lane.connect());
        // Each lane's work ended before any is handed back; a lane whose work failed is dropped.
        const outcomes = await Promise.allSettled(
          clients.map((client) => drizzle(client, { schema }).transaction(work, { accessMode: 'read only' })),
        );
        outcomes.forEach((outcome, i) =>
          clients[i].release(outcome.status === 'rejected' ? (outcome.reason as Error) : undefined),
        );
        clients.length = 0;
        const failed = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
      } finally {
        for (const client of clients) client.release();
        for (let i = 0; i < taken; i += 1) give();
      }
    },
    close: () => lane.end(),
  };
}
