import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { reportRecords } from '../reports/records';
import { reportLines } from '../reports/stream';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';
import { revisionOf } from './listRevision';
import { keptWholeList, type ListLines, type Pace, type WholeListSource } from './listSnapshots';
import type { LiveCopy } from './liveCopy';
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

/**
 * A list kept as an instance keeps it, whose first build stops after its first `lines` lines (the head,
 * then blocks) until `go` is called, or fails there with `fail`; later builds go through.
 */
function heldAfter(lines: number) {
  let go!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => ((go = resolve), (fail = reject)));
  // Awaited by the build once it reaches the line: a failure given earlier is not one nobody handles.
  held.catch(() => undefined);
  const state = { through: false, builds: 0 };
  const kept = keptWholeList(t.db, 'turbo', 'reports', async (tx: Database): Promise<ListLines> => {
    const produced = await reportLines(tx, 'turbo');
    const first = (state.builds += 1) === 1;
    async function* after() {
      let n = 0;
      for await (const line of produced.lines) {
        if (first && n++ === lines) {
          await held;
          state.through = true;
        }
        yield line;
      }
    }
    return { ...produced, lines: after() };
  });
  return { kept, go, fail, state };
}

/** The live copy a source is, failing the test when it is a kept copy. */
function liveOf(source: WholeListSource): LiveCopy {
  if (!('live' in source)) throw new Error('a kept copy was answered where a build was under way');
  return source.live;
}

/** A report added with `userName`, then a build held after `lines` lines (heldAfter) begun by someone asking. */
async function liveBuild(userName: string, lines: number) {
  await add(userName);
  const revision = await revisionOf(t.db, 'turbo', 'reports');
  const held = heldAfter(lines);
  return { revision, ...held, live: liveOf(await held.kept.now(revision)) };
}

/** The live copy's bytes unpacked until `enough` holds of the text so far. */
function unpackedUntil(live: LiveCopy, enough: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const unpack = Readable.from(live.bytes()).pipe(createBrotliDecompress());
    unpack.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (enough(text)) {
        unpack.destroy();
        resolve(text);
      }
    });
    unpack.on('error', reject);
    unpack.on('end', () => resolve(text));
  });
}

/** Every byte of the live copy, until its end or its failure. */
async function allOf(live: LiveCopy): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of live.bytes()) pieces.push(piece);
  return Buffer.concat(pieces);
}

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

  it('is read as it is packed by whoever asks while it is built: each block before the next is read', async () => {
    const { revision, kept, go, state, live } = await liveBuild('read-while-built', 2);
    expect(live.revision.tag).toBe(revision.tag);
    // The head and the first block, unpacked while the build waits before its second block.
    const text = await unpackedUntil(live, (so) => so.split('\n').length > 2);
    const [head, block] = text
      .split('\n')
      .slice(0, 2)
      .map((line) => JSON.parse(line) as { kind: string; revision?: string });
    expect(head).toMatchObject({ kind: 'head', revision: revision.tag });
    expect(block.kind).toBe('block');
    expect(JSON.stringify(block)).toContain('"read-while-built"');
    expect(state.through).toBe(false);
    // A second reader meanwhile reads it from its first byte.
    const second = await kept.now(revision);
    expect(liveOf(second)).toBe(live);
    go();
    // Read whole, the live copy is the packed copy kept and answered afterwards, byte for byte.
    const [bytes, again] = await Promise.all([allOf(live), kept.at(revision)]);
    expect(bytes.equals(again.br)).toBe(true);
    expect(await kept.now(revision)).toEqual({ snapshot: again });
    await kept.stored();
  });

  it('ends the readers of a build that fails with its error, and builds again for the next one asking', async () => {
    const { revision, kept, fail, state, live } = await liveBuild('fails-while-read', 1);
    const reading = allOf(live);
    fail(new Error('the build broke'));
    await expect(reading).rejects.toThrow('the build broke');
    // Asked before the build has ended, its failure; once it has, a build of its own, whole.
    await expect(kept.now(revision)).rejects.toThrow('the build broke');
    await kept.stored();
    const next = liveOf(await kept.now(revision));
    expect(next).not.toBe(live);
    const whole = brotliDecompressSync(await allOf(next)).toString();
    expect(whole).toContain('"fails-while-read"');
    expect(whole.trim().split('\n').at(-1)).toContain('"kind":"end"');
    expect(state.builds).toBe(2);
    await kept.stored();
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
