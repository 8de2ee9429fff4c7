import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { reportRecords } from '../reports/records';
import { reportLines } from '../reports/stream';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';
import { revisionOf } from './listRevision';
import { keptWholeList, type Pace } from './listSnapshots';
import { lowPriorityOn } from '../db/lowPriority';
import { niceOf } from '../../testing/niceOf';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A list kept as an API instance keeps it, counting how often it is built. */
function instance() {
  const built = { count: 0 };
  const kept = keptWholeList(t.db, 'turbo', 'reports', (tx: Database) => {
    built.count += 1;
    return reportLines(tx, 'turbo');
  });
  return { kept, built };
}

const add = (userName: string) =>
  reportRecords(t.db, 'turbo').insertAll([{ report: reportBody({ userName }), recordAddBy: TEST_ADMIN.username }]);

describe('the whole list kept per revision', () => {
  it('is built once for many asking at once, in one instance and across two', async () => {
    await add('first');
    const one = instance();
    const two = instance();
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => one.kept.at(revision)),
      ...Array.from({ length: 5 }, () => two.kept.at(revision)),
    ]);
    expect(one.built.count + two.built.count).toBe(1);
    expect(new Set(answers.map((answer) => answer.tag))).toEqual(new Set([revision.tag]));
    const text = brotliDecompressSync(answers[0].br).toString();
    expect(text).toContain('"first"');

    // A third instance started later takes the stored copy without building.
    const three = instance();
    expect((await three.kept.at(revision)).tag).toBe(revision.tag);
    expect(three.built.count).toBe(0);
  });

  it('is built again after a change, never answered from an older revision', async () => {
    const one = instance();
    await one.kept.at(await revisionOf(t.db, 'turbo', 'reports'));
    await add('second');
    const changed = await revisionOf(t.db, 'turbo', 'reports');
    const after = await one.kept.at(changed);
    expect(after.tag).toBe(changed.tag);
    expect(brotliDecompressSync(after.br).toString()).toContain('"second"');
  });

  it('stores its packed copies as they are, never compressed again by PostgreSQL (migration 0037)', async () => {
    await add('stored-as-it-is');
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const one = instance();
    const { tag } = await one.kept.at(revision);
    // A built copy is answered before it is stored: its row is there once it is stored.
    await one.kept.stored();
    const stored = sql`area = 'turbo' AND list = 'reports' AND tag = ${tag}`;
    // Bytes pglz could pack to almost nothing, in both columns of the stored copy's row.
    const packable = Buffer.alloc(256 * 1024, 'the same line again\n');
    const updated = await t.db.execute(
      sql`UPDATE list_snapshots SET br = ${packable}, gzip = ${packable} WHERE ${stored}`,
    );
    expect(updated.rowCount).toBe(1);
    const {
      rows: [row],
    } = await t.db.execute<{ br: string | null; gzip: string | null; size: number }>(
      sql`SELECT pg_column_compression(br) AS br, pg_column_compression(gzip) AS gzip, pg_column_size(br) AS size
        FROM list_snapshots WHERE ${stored}`,
    );
    expect(row).toEqual({ br: null, gzip: null, size: packable.length });
  });

  it('answers a built copy before storing it; another instance waits for it to be stored and takes it', async () => {
    await add('answered-before-stored');
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const one = instance();
    const two = instance();
    // The stored row is held by a transaction on a connection of its own: storing the new copy waits.
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM list_snapshots WHERE area = 'turbo' AND list = 'reports' FOR UPDATE`);
      const answer = await one.kept.at(revision);
      expect(brotliDecompressSync(answer.br).toString()).toContain('"answered-before-stored"');
      let storedYet = false;
      const stored = one.kept.stored().then(() => (storedYet = true));
      // Answered while its copy waits to be stored.
      const waiting = async () =>
        (
          await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE 'insert into "list_snapshots"%'`)
        ).rows[0].n;
      while ((await waiting()) === 0);
      expect(storedYet).toBe(false);
      const other = two.kept.at(revision);
      await holder.query('COMMIT');
      await stored;
      expect((await other).br.equals(answer.br)).toBe(true);
      expect([one.built.count, two.built.count]).toEqual([1, 0]);
    } finally {
      holder.release();
    }
  });

  it('makes the gzip copy once, when first asked, and every instance sends the stored one', async () => {
    await add('third');
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const one = instance();
    const two = instance();
    const snapshot = await one.kept.at(revision);
    expect(snapshot.gzip).toBeNull();
    const [first, again] = await Promise.all([one.kept.gzip(snapshot), one.kept.gzip(snapshot)]);
    expect(again).toBe(first);
    expect(gunzipSync(first).toString()).toBe(brotliDecompressSync(snapshot.br).toString());
    const other = await two.kept.at(revision);
    expect(two.built.count).toBe(0);
    expect(other.br.equals(snapshot.br)).toBe(true);
    expect((await two.kept.gzip(other)).equals(first)).toBe(true);
  });

  it('gives way between blocks while built with nobody waiting, until someone asks for it', async () => {
    // A block per report: a run begins at every user name `gives-way-…` (blockPlan.ts BlockCuts).
    for (const n of [1, 2, 3, 4]) await add(`gives-way-${n}`);
    const kept = keptWholeList(t.db, 'turbo', 'reports', (tx: Database, pace: Pace) =>
      reportLines(tx, 'turbo', { pace, cuts: { startsRun: sql`user_name LIKE 'gives-way-%'`, most: 1_000 } }),
    );
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    let asked = 0;
    let askedOnce = () => {};
    const waiting = new Promise<void>((resolve) => (askedOnce = resolve));
    // The instance is never quiet: a moment asked for never comes.
    const neverQuiet = () => {
      asked += 1;
      askedOnce();
      return new Promise<void>(() => {});
    };
    let builtInBackground = false;
    const inBackground = kept.at(revision, neverQuiet).then(() => (builtInBackground = true));
    await waiting;
    for (let n = 0; n < 3; n += 1) await t.db.execute(sql`SELECT 1`);
    expect(builtInBackground).toBe(false);
    // Someone asks: the same build goes on at once, without waiting for a quiet moment.
    const answer = await kept.at(revision);
    await inBackground;
    expect(asked).toBe(1);
    expect(answer.tag).toBe(revision.tag);
    const text = brotliDecompressSync(answer.br).toString();
    for (const n of [1, 2, 3, 4]) expect(text).toContain(`"gives-way-${n}"`);
  });

  it('ends a build nobody waits for at the quiet moments the instance has', async () => {
    await add('quiet-moments');
    const kept = keptWholeList(t.db, 'turbo', 'reports', (tx: Database, pace: Pace) =>
      reportLines(tx, 'turbo', { pace, cuts: { startsRun: sql`user_name LIKE 'gives-way-%'`, most: 1_000 } }),
    );
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    let asked = 0;
    const answer = await kept.at(revision, async () => {
      asked += 1;
    });
    expect(asked).toBeGreaterThan(0);
    expect(brotliDecompressSync(answer.br).toString()).toContain('"quiet-moments"');
  });

  it('keeps one block at a time in PostgreSQL while it gives way, and queues them at full speed', async () => {
    for (const n of [1, 2, 3, 4]) await add(`one-at-a-time-${n}`);
    /** The most statements the build had in PostgreSQL at once (through its transaction alone: no `db`). */
    let most = 0;
    const kept = keptWholeList(t.db, 'turbo', 'reports', (tx: Database, pace: Pace) => {
      let running = 0;
      const counted = new Proxy(tx, {
        get(target, property) {
          if (property !== 'execute') return Reflect.get(target, property, target) as unknown;
          return (query: Parameters<Database['execute']>[0]) => {
            running += 1;
            most = Math.max(most, running);
            return Promise.resolve(target.execute(query)).finally(() => (running -= 1));
          };
        },
      });
      return reportLines(counted, 'turbo', {
        pace,
        cuts: { startsRun: sql`user_name LIKE 'one-at-a-time-%'`, most: 1_000 },
      });
    });
    // Quiet all the time, but nobody waits: it gives way, one block at a time.
    const quietAlways = async () => {};
    const slow = await kept.at(await revisionOf(t.db, 'turbo', 'reports'), quietAlways);
    for (const n of [1, 2, 3, 4]) expect(brotliDecompressSync(slow.br).toString()).toContain(`"one-at-a-time-${n}"`);
    expect(most).toBe(1);
    // Someone waits: blocks are queued ahead on the connection.
    await add('one-at-a-time-5');
    most = 0;
    const fast = await kept.at(await revisionOf(t.db, 'turbo', 'reports'));
    expect(brotliDecompressSync(fast.br).toString()).toContain('"one-at-a-time-5"');
    expect(most).toBe(2);
  });

  it('runs a build nobody waits for on connections of the lowest priority, raised once someone asks', async () => {
    await add('lowest-priority');
    const pidOf = async (on: Database) =>
      (await on.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0].pid;
    const pids: number[] = [];
    const nices: number[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const kept = keptWholeList(
      t.db,
      'turbo',
      'reports',
      async (tx, pace) => {
        pids.push(await pidOf(tx));
        nices.push(pids.map(niceOf));
        entered();
        await held;
        nices.push(pids.map(niceOf));
        return reportLines(tx, 'turbo', { pace });
      },
      lowPriorityOn(t.pool),
    );
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const inBackground = kept.at(revision, async () => {});
    await inside;
    // Nobody waits: its connection, none of the pool's, at the lowest priority.
    expect(nices[0]).toEqual([19]);
    const { rows } = await t.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
    expect(pids).not.toContain(rows[0].pid);
    // Someone asks: raised at once (where this process may: root may, others keep the lowest).
    const asked = kept.at(revision);
    release();
    const [answer] = await Promise.all([asked, inBackground]);
    const raised = process.getuid?.() === 0 ? 0 : 19;
    expect(nices[1]).toEqual([raised]);
    expect(brotliDecompressSync(answer.br).toString()).toContain('"lowest-priority"');
    // Closed after the build (once its copy is stored): never handed to anyone else.
    await kept.stored();
    const { rows: open } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pids[0]}`,
    );
    expect(open[0].n).toBe(0);
    // Another instance finds the copy stored at this revision: it opens no connection of its own.
    let opened = 0;
    const counting = lowPriorityOn(t.pool);
    const other = keptWholeList(
      t.db,
      'turbo',
      'reports',
      (tx, pace) => reportLines(tx, 'turbo', { pace }),
      () => {
        opened += 1;
        return counting();
      },
    );
    expect((await other.at(revision, async () => {})).tag).toBe(answer.tag);
    expect(opened).toBe(0);
  });
});
