import { sql } from 'drizzle-orm';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody } from '../../testing/reports';
import type { BlockColumns } from './blockColumns';
import { KeptBlocks } from './blockPlan';
import { reportRecords } from './records';
import { BLOCK_SIZE, reportLines } from './stream';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(120_000);
let t: TestApp;

beforeAll(async () => ({ t } = await createAdminTestApp()));
afterAll(() => t?.close());

/** Counts the blocks a build took from the last one instead of reading them. */
class CountedBlocks extends KeptBlocks {
  reused = 0;

  constructor(most = Infinity) {
    super(most);
  }

  override get(epoch: string, print: string): BlockColumns | undefined {
    const columns = super.get(epoch, print);
    if (columns) this.reused += 1;
    return columns;
  }
}

/** The whole list's lines, read as the columns call reads them (both connections), with `kept` or anew. */
async function lines(kept?: KeptBlocks): Promise<string[]> {
  return t.db.transaction(
    async (tx) => {
      const read: string[] = [];
      for await (const line of (await reportLines(tx, 'turbo', t.db, kept)).lines) read.push(line);
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const records = () => reportRecords(t.db, 'turbo');
const day = (n: number) => `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
/** The report at `n` counted from the oldest (block n / BLOCK_SIZE of the list counted from its end). */
async function oldest(n: number): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.execute<{ id: string; version: number }>(
    sql`SELECT id, version FROM reports WHERE area = 'turbo' ORDER BY date, id OFFSET ${n} LIMIT 1`,
  );
  return rows[0];
}

describe('the whole list built again from the blocks a change left as they were', () => {
  const kept = new CountedBlocks();
  /** A build with the kept blocks, checked against a build that reads every block; answers how many it reused. */
  async function rebuilt(): Promise<number> {
    kept.reused = 0;
    const again = await lines(kept);
    expect(again).toEqual(await lines());
    return kept.reused;
  }

  beforeAll(async () => {
    await records().insertAll(
      Array.from({ length: 3 * BLOCK_SIZE + 11 }, (_, n) => ({
        report: reportBody({
          date: day(n),
          userName: `user-${n}`,
          agent: `agent-${n % 7}`,
          originals: [original({ sportNames: [`sport-${n % 5}`], pl: n % 3, betDetails: [] })],
        }),
        recordAddBy: 'admin',
      })),
    );
  });

  it('reads every block the first time, and none when nothing changed', async () => {
    expect(await rebuilt()).toBe(0);
    expect(await rebuilt()).toBe(4);
  });

  it('reads only the newest block after a report on a new day, or one an update fell in', async () => {
    await records().create(reportBody({ date: '2026-01-01', userName: 'newest' }), 'admin');
    expect(await rebuilt()).toBe(3);
    const { id, version } = await oldest(5);
    await records().update(id, reportBody({ date: '2000-01-01', userName: 'still the oldest block' }), version);
    expect(await rebuilt()).toBe(3);
  });

  it('reads the blocks from a deletion to the newest, and every block after an import of older days', async () => {
    const { id, version } = await oldest(BLOCK_SIZE + 3);
    await records().remove(id, version);
    expect(await rebuilt()).toBe(1);
    await records().insertAll(
      Array.from({ length: 5 }, (_, n) => ({
        report: reportBody({ date: `1999-0${n + 1}-01`, userName: `imported-${n}` }),
        recordAddBy: 'admin',
      })),
    );
    expect(await rebuilt()).toBe(0);
    expect(await rebuilt()).toBe(4);
  });

  it('keeps no blocks of a list longer than it is given', async () => {
    const few = new CountedBlocks(BLOCK_SIZE);
    await lines(few);
    await lines(few);
    expect(few.reused).toBe(0);
  });

  it('reads a block changed by SQL by hand, and every time a block normalizeReport changes', async () => {
    const { id } = await oldest(2 * BLOCK_SIZE + 1);
    await t.db.execute(sql`UPDATE reports SET remark = 'by hand' WHERE id = ${id}`);
    expect(await rebuilt()).toBe(3);
    const other = await oldest(1);
    await t.db.execute(sql`UPDATE reports SET originals = '[{"sportName": " Cricket ", "pl": "12.5"}, 3]'::jsonb
      WHERE id = ${other.id}`);
    expect(await rebuilt()).toBe(3);
    expect(await rebuilt()).toBe(3);
  });
});
