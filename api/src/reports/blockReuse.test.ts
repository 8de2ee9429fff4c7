import { sql } from 'drizzle-orm';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody } from '../../testing/reports';
import type { BlockColumns } from './blockColumns';
import { KeptBlocks, type BlockCuts } from './blockPlan';
import type { ReportRow } from '../db/schema';
import { reportRecords } from './records';
import { revisionOf } from '../revisions/listRevision';
import { reportLines } from './stream';
import { storedBlocks, type StoredBlocks } from './storedBlocks';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(120_000);
let t: TestApp;

beforeAll(async () => ({ t } = await createAdminTestApp()));
afterAll(() => t?.close());

/** Counts the blocks a build took from the last one instead of reading them. */
class CountedBlocks extends KeptBlocks {
  reused = 0;
  readonly failures: unknown[] = [];

  constructor(most = Infinity, stored?: StoredBlocks) {
    super(most, stored, (error) => this.failures.push(error), 0);
  }

  override async take(epoch: string, prints: readonly string[]): Promise<Map<string, BlockColumns>> {
    const found = await super.take(epoch, prints);
    this.reused += found.size;
    return found;
  }
}

/** Cuts that make this short list many blocks: a run begins at a user name `starts-…`, and is never cut. */
const CUTS: BlockCuts = { startsRun: sql`user_name LIKE 'starts-%'`, most: 1_000_000 };

/** The whole list's lines, read as the columns call reads them (both connections), with `kept` or anew. */
async function lines(kept?: KeptBlocks, cuts = CUTS): Promise<string[]> {
  return t.db.transaction(
    async (tx) => {
      const read: string[] = [];
      for await (const line of (await reportLines(tx, 'turbo', { kept, cuts })).lines) read.push(String(line));
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const records = () => reportRecords(t.db, 'turbo');
const day = (n: number) => `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
/** The `n`th oldest Turbo report, as an update finds it locked. */
async function oldest(n: number): Promise<ReportRow> {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM reports WHERE area = 'turbo' ORDER BY date, id OFFSET ${n} LIMIT 1`,
  );
  return (await records().lock(rows[0].id))!;
}

describe('the whole list built again from the blocks a change left as they were', () => {
  const kept = new CountedBlocks();
  /**
   * A build with the kept blocks, checked against a build that reads every block; answers how many
   * blocks it read (the rest it took from the last build) and how many there are.
   */
  async function rebuilt(): Promise<{ read: number; blocks: number }> {
    kept.reused = 0;
    const again = await lines(kept);
    expect(again).toEqual(await lines());
    const blocks = again.filter((line) => line.startsWith('{"kind":"block"')).length;
    return { read: blocks - kept.reused, blocks };
  }

  beforeAll(async () => {
    await records().insertAll(
      Array.from({ length: 2000 }, (_, n) => ({
        report: reportBody({
          date: day(n),
          userName: n % 40 ? `user-${n}` : `starts-${n}`,
          agent: `agent-${n % 7}`,
          originals: [original({ sportNames: [`sport-${n % 5}`], pl: n % 3, betDetails: [] })],
        }),
        recordAddBy: 'admin',
      })),
    );
  });

  it('reads every block the first time, and none when nothing changed', async () => {
    const first = await rebuilt();
    expect(first.blocks).toBeGreaterThan(20);
    expect(first.read).toBe(first.blocks);
    expect(await rebuilt()).toEqual({ read: 0, blocks: first.blocks });
  });

  it('reads only the block a report on a new day or an update fell in', async () => {
    await records().create(reportBody({ date: '2026-01-01', userName: 'newest' }), 'admin');
    expect((await rebuilt()).read).toBe(1);
    const report = await oldest(700);
    await records().update(report, reportBody({ date: report.date, userName: 'updated in its place' }));
    expect((await rebuilt()).read).toBe(1);
  });

  // A kept block's line is partly bytes made once: its words' numbers must still be this stream's.
  it('numbers a kept block’s words anew when a newer block brings words before them', async () => {
    await records().create(
      reportBody({
        date: '2026-02-01',
        agent: 'agent-brand-new',
        originals: [original({ sportNames: ['sport-brand-new', 'sport-1'], pl: 1, betDetails: [] })],
      }),
      'admin',
    );
    expect((await rebuilt()).read).toBe(1);
  });

  // Counted from the list's oldest report, each of these read every newer block (half the list or more).
  it('reads only the block a report added or removed on an older day fell in (two when it begins a run)', async () => {
    const { id, version, userName } = await oldest(1000);
    expect(userName).toMatch(/^user-/);
    await records().remove(id, version);
    expect((await rebuilt()).read).toBe(1);
    // Removing the report a run begins with joins its run to the one before: one block read.
    const begins = await t.db.execute<{ id: string; version: number }>(sql`SELECT id, version FROM reports
      WHERE area = 'turbo' AND user_name LIKE 'starts-%' ORDER BY date, id OFFSET 20 LIMIT 1`);
    await records().remove(begins.rows[0].id, begins.rows[0].version);
    expect((await rebuilt()).read).toBe(1);
    await records().create(reportBody({ date: '2025-03-15', userName: 'late report' }), 'admin');
    expect((await rebuilt()).read).toBe(1);
    // A report that begins a run cuts the block it falls in in two.
    await records().create(reportBody({ date: '2025-06-15', userName: 'starts-late' }), 'admin');
    expect((await rebuilt()).read).toBe(2);
    await records().create(reportBody({ date: '1999-01-01', userName: 'the oldest' }), 'admin');
    expect((await rebuilt()).read).toBe(1);
  });

  it('cuts a run longer than `most` every `most` reports, counted from the run’s oldest', async () => {
    // No report begins a run: the list is one run.
    const counts = async () =>
      (await lines(undefined, { startsRun: sql`false`, most: 300 }))
        .filter((line) => line.startsWith('{"kind":"block"'))
        .map((line) => (JSON.parse(line) as { id: string[] }).id.length);
    const { rows } = await t.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM reports WHERE area = 'turbo'`,
    );
    const total = rows[0].count;
    const sizes = await counts();
    // Newest first: the newest block holds what is left after the full blocks counted from the oldest.
    expect(sizes).toEqual([total % 300 || 300, ...Array.from({ length: Math.ceil(total / 300) - 1 }, () => 300)]);
  });

  it('keeps no blocks of a list longer than it is given', async () => {
    const few = new CountedBlocks(100);
    await lines(few);
    await lines(few);
    expect(few.reused).toBe(0);
  });

  it('reads a block changed by SQL by hand, and every time a block normalizeReport changes', async () => {
    const { id } = await oldest(1500);
    await t.db.execute(sql`UPDATE reports SET remark = 'by hand' WHERE id = ${id}`);
    expect((await rebuilt()).read).toBe(1);
    const other = await oldest(1);
    // A balance that is not a number: the block goes through normalizeReport (originals of any shape do not).
    await t.db.execute(sql`UPDATE reports SET ac_balance = 'NaN',
      originals = '[{"sportName": " Cricket ", "pl": "12.5"}, 3]'::jsonb WHERE id = ${other.id}`);
    expect((await rebuilt()).read).toBe(1);
    expect((await rebuilt()).read).toBe(1);
  });

  /** The rows report_list_changes holds for the area's current revision. */
  async function lastChanges(): Promise<{ date: string | null; id: string | null }[]> {
    const { rows } = await t.db.execute<{ date: string | null; id: string | null }>(sql`SELECT c.date::text AS date,
        c.id::text AS id FROM report_list_changes c JOIN list_revisions r USING (area, epoch, revision)
      WHERE c.area = 'turbo' AND r.list = 'reports' ORDER BY c.date, c.id`);
    return rows;
  }

  // Each build below also reads the block normalizeReport changes (the test above): never kept.
  const always = 1;

  it('finds the blocks a change fell in from the keys its writes recorded, without a print of every block', async () => {
    const plans = { ...kept.plans };
    const report = await oldest(600);
    const { id, date } = report;
    // Moved to another day: it leaves one block and joins another.
    await records().update(report, reportBody({ date: '2025-11-03', userName: 'moved to another day' }));
    expect(await lastChanges()).toEqual(
      [
        { date, id },
        { date: '2025-11-03', id },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    );
    expect((await rebuilt()).read).toBe(always + 2);
    const { id: gone, version: last } = await oldest(1300);
    await records().remove(gone, last);
    await t.db.execute(sql`UPDATE reports SET remark = 'by hand again' WHERE id = ${(await oldest(100)).id}`);
    // Two revisions since the last build, each a key: two blocks.
    expect((await rebuilt()).read).toBe(always + 2);
    expect(kept.plans).toEqual({ changes: plans.changes + 2, prints: plans.prints });
  });

  it('compares every block’s print when the changes cannot tell: a statement of many reports, or pruned', async () => {
    const plans = { ...kept.plans };
    // Rewritten as they were: the same columns, but new row versions, recorded as "every block".
    await t.db.execute(sql`UPDATE reports SET remark = remark WHERE id IN
      (SELECT id FROM reports WHERE area = 'turbo' ORDER BY date, id LIMIT 150)`);
    expect(await lastChanges()).toEqual([{ date: null, id: null }]);
    expect((await rebuilt()).read).toBeGreaterThan(always);
    expect(kept.plans).toEqual({ changes: plans.changes, prints: plans.prints + 1 });
    await records().create(reportBody({ date: '2025-05-05', userName: 'after the pruning' }), 'admin');
    await t.db.execute(sql`DELETE FROM report_list_changes WHERE area = 'turbo'`);
    expect((await rebuilt()).read).toBe(always + 1);
    expect(kept.plans).toEqual({ changes: plans.changes, prints: plans.prints + 2 });
    // Recorded again from the next write on.
    await records().create(reportBody({ date: '2025-05-06', userName: 'recorded again' }), 'admin');
    expect((await rebuilt()).read).toBe(always + 1);
    expect(kept.plans).toEqual({ changes: plans.changes + 1, prints: plans.prints + 2 });
  });
});

describe('the blocks stored for every instance and the next start', () => {
  /** A build with `kept` (an instance's blocks), checked against one that reads every block; answers the blocks read. */
  async function read(kept: CountedBlocks): Promise<number> {
    kept.reused = 0;
    const again = await lines(kept);
    expect(again).toEqual(await lines());
    await kept.storedAll();
    expect(kept.failures).toEqual([]);
    return again.filter((line) => line.startsWith('{"kind":"block"')).length - kept.reused;
  }
  const stored = () => storedBlocks(t.db, 'turbo');

  it('lets another instance, or this one after a restart, read only the block a change fell in', async () => {
    expect(await read(new CountedBlocks(Infinity, stored()))).toBeGreaterThan(20);
    // The block normalizeReport changes (the test above) is read every time: it is never kept.
    const always = await read(new CountedBlocks(Infinity, stored()));
    expect(always).toBe(1);
    const report = await oldest(300);
    await records().update(report, reportBody({ date: report.date, userName: 'seen by the next instance' }));
    // A new KeptBlocks holds nothing itself: every block but the changed one comes from list_blocks.
    expect(await read(new CountedBlocks(Infinity, stored()))).toBe(always + 1);
    expect(await read(new CountedBlocks(Infinity, stored()))).toBe(always);
  });

  it('takes the stored blocks in at a start, so its first build after a change reads none of them from storage', async () => {
    const always = await read(new CountedBlocks(Infinity, stored()));
    let fromStorage = 0;
    const counted: StoredBlocks = {
      ...stored(),
      read: async (epoch, prints) => {
        const found = await stored().read(epoch, prints);
        fromStorage += found.size;
        return found;
      },
    };
    const { epoch } = await revisionOf(t.db, 'turbo', 'reports');
    const started = new CountedBlocks(Infinity, counted);
    const blocks = (await lines()).filter((line) => line.startsWith('{"kind":"block"')).length;
    expect(await started.takeStored(epoch)).toBe(blocks - always);
    fromStorage = 0;
    const report = await oldest(900);
    await records().update(report, reportBody({ date: report.date, userName: 'changed after the start' }));
    expect(await read(started)).toBe(always + 1);
    expect(fromStorage).toBe(0);
    // Holding blocks of the epoch, it takes none again.
    expect(await started.takeStored(epoch)).toBe(0);
  });

  it('does not take stored blocks in over a build kept while it read them', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: StoredBlocks = {
      ...stored(),
      read: async (epoch, prints) => {
        const found = await stored().read(epoch, prints);
        if (!prints) await held;
        return found;
      },
    };
    const { epoch } = await revisionOf(t.db, 'turbo', 'reports');
    const kept = new CountedBlocks(Infinity, slow);
    const taking = kept.takeStored(epoch);
    const report = await oldest(1200);
    await records().update(report, reportBody({ date: report.date, userName: 'built while reading' }));
    await lines(kept);
    release();
    expect(await taking).toBe(0);
    // The build's own blocks are the ones kept: nothing changed, nothing is read.
    kept.reused = 0;
    const again = await lines(kept);
    expect(again.filter((line) => line.startsWith('{"kind":"block"')).length - kept.reused).toBe(1);
  });

  it('stores the build’s shape with its blocks, so the first build after a start plans from the changes since', async () => {
    const always = await read(new CountedBlocks(Infinity, stored()));
    const built = await revisionOf(t.db, 'turbo', 'reports');
    const blocks = (await lines()).filter((line) => line.startsWith('{"kind":"block"')).length;
    const { rows } = await t.db.execute<{ revision: number; blocks: number }>(sql`SELECT revision::int AS revision,
        jsonb_array_length(blocks) AS blocks FROM list_block_shapes WHERE area = 'turbo' AND epoch = ${built.epoch}`);
    // Every block of the build, the one never kept too (its print is read again each time).
    expect(rows).toEqual([{ revision: built.revision, blocks }]);
    /** An instance started now: it takes the stored blocks in, then builds after one change. */
    const startedThenChanged = async (n: number) => {
      const started = new CountedBlocks(Infinity, stored());
      expect(await started.takeStored(built.epoch)).toBe(blocks - always);
      const report = await oldest(n);
      await records().update(report, reportBody({ date: report.date, userName: `changed after start ${n}` }));
      expect(await read(started)).toBe(always + 1);
      return started.plans;
    };
    expect(await startedThenChanged(400)).toEqual({ changes: 1, prints: 0 });
    // A shape it cannot read back: the build compares every block's print, as before the shape was stored.
    await t.db.execute(
      sql`UPDATE list_block_shapes SET blocks = '[["2025-01-01", "not a place"]]' WHERE area = 'turbo'`,
    );
    expect(await startedThenChanged(450)).toEqual({ changes: 0, prints: 1 });
    // The shape of another epoch is not this list's.
    await t.db.execute(sql`UPDATE list_block_shapes SET epoch = gen_random_uuid() WHERE area = 'turbo'`);
    expect(await startedThenChanged(500)).toEqual({ changes: 0, prints: 1 });
  });

  it('stores two builds at once (two instances) without either failing', async () => {
    await read(new CountedBlocks(Infinity, stored()));
    const { epoch } = await revisionOf(t.db, 'turbo', 'reports');
    const [blocks, shape] = await Promise.all([stored().read(epoch), stored().shape(epoch)]);
    expect(shape).not.toBeNull();
    let writes: Promise<void>[] = [];
    // Both wait behind a lock on the stored shape, then write as soon as it is let go.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM list_block_shapes WHERE area = 'turbo' FOR UPDATE`);
      writes = [stored().write(epoch, blocks, shape), stored().write(epoch, blocks, shape)];
      // pg_stat_activity is read once per transaction unless its snapshot is cleared.
      const waiting = async () => {
        await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
        const { rows } = await tx.execute<{ waiting: number }>(sql`SELECT count(*)::int AS waiting
          FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%list_block_shapes%'`);
        return rows[0].waiting;
      };
      while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await Promise.all(writes);
    expect(await stored().shape(epoch)).toEqual(shape);
  });

  it('reads again a stored block it cannot read back, as if it were not stored', async () => {
    await t.db.execute(sql`UPDATE list_blocks SET columns = 'not a block' WHERE print IN
      (SELECT print FROM list_blocks WHERE area = 'turbo' LIMIT 2)`);
    // The two spoiled blocks, and the one normalizeReport changes; then they are stored anew.
    expect(await read(new CountedBlocks(Infinity, stored()))).toBe(3);
    expect(await read(new CountedBlocks(Infinity, stored()))).toBe(1);
  });

  it('keeps only the last build’s blocks, and none of a list longer than it is given', async () => {
    const count = async () =>
      (await t.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM list_blocks WHERE area = 'turbo'`))
        .rows[0].count;
    expect(await read(new CountedBlocks(Infinity, stored()))).toBe(1);
    // Every block of the list but the one never kept.
    expect(await count()).toBe((await lines()).filter((line) => line.startsWith('{"kind":"block"')).length - 1);
    await read(new CountedBlocks(100, stored()));
    expect(await count()).toBe(0);
    const shapes = await t.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM list_block_shapes WHERE area = 'turbo'`,
    );
    expect(shapes.rows[0].count).toBe(0);
  });
});

describe('the keys the writes record (report_list_changes, migration 0035)', () => {
  const rows = async (area: string) =>
    (
      await t.db.execute<{ revision: string; ours: boolean }>(sql`SELECT c.revision::text AS revision,
          c.epoch = r.epoch AS ours FROM report_list_changes c JOIN list_revisions r ON r.area = c.area
        WHERE c.area = ${area} AND r.list = 'reports' ORDER BY c.revision`)
    ).rows;

  it('drops, at every 1,024th revision of an area, its rows 1,024 revisions old or of another epoch', async () => {
    const { epoch } = await revisionOf(t.db, 'turbo', 'reports');
    const { epoch: forex } = await revisionOf(t.db, 'forex', 'reports');
    await t.db.execute(sql`DELETE FROM report_list_changes`);
    await t.db.execute(sql`UPDATE list_revisions SET revision = 2046 WHERE area = 'turbo' AND list = 'reports'`);
    await t.db.execute(sql`INSERT INTO report_list_changes (area, epoch, revision) VALUES ('turbo', ${epoch}, 1024),
      ('turbo', ${epoch}, 1025), ('turbo', gen_random_uuid(), 2000), ('forex', ${forex}, 5)`);
    await records().create(reportBody({ date: '2025-07-07', userName: 'revision 2047' }), 'admin');
    expect((await rows('turbo')).map(({ revision }) => revision)).toEqual(['1024', '1025', '2000', '2047']);
    await records().create(reportBody({ date: '2025-07-08', userName: 'revision 2048' }), 'admin');
    expect(await rows('turbo')).toEqual([
      { revision: '1025', ours: true },
      { revision: '2047', ours: true },
      { revision: '2048', ours: true },
    ]);
    // Another area's rows are its own to drop.
    expect(await rows('forex')).toEqual([{ revision: '5', ours: true }]);
  });

  it('records a truncate as every block of every area, and the next build compares prints', async () => {
    const kept = new CountedBlocks();
    await lines(kept);
    await t.db.execute(sql`TRUNCATE reports`);
    for (const area of ['turbo', 'forex'])
      expect(
        (
          await t.db.execute<{ keyless: number }>(sql`SELECT count(*)::int AS keyless FROM report_list_changes c
            JOIN list_revisions r USING (area, epoch, revision) WHERE c.area = ${area} AND r.list = 'reports'
              AND c.date IS NULL AND c.id IS NULL`)
        ).rows[0].keyless,
      ).toBe(1);
    const empty = await lines(kept);
    expect(empty).toEqual(await lines());
    expect(empty.filter((line) => line.startsWith('{"kind":"block"'))).toEqual([]);
    expect(kept.plans).toEqual({ changes: 0, prints: 1 });
  });
});
