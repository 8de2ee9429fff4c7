import { sql } from 'drizzle-orm';
import { normalizeReport, ReportBlockWriter, type Report } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody, wholeListLines } from '../../testing/reports';
import { blockLine } from './blockLine';
import { blockOfWires } from './blockWires';
import { reportRecords } from './records';
import { reportWire, WIRE_SEPARATOR } from './reportWire';

/** Texts a wire must carry whatever they hold: its separators, quotes, escapes and letters beyond ASCII. */
const AWKWARD = ['tab\there', 'line\nbreak', 'one\u0001two', 'say "hi"', 'back\\slash', 'Émile 東京', '', 'a,b', '1,2'];

/** Reports as normalizeReport reads them: without originals, with names empty or awkward, with no bets. */
const reports: Report[] = [
  sampleReport({ _id: 'r1', agent: AWKWARD[0], remark: AWKWARD[3], userName: AWKWARD[5] }),
  sampleReport({ _id: 'r2', originals: [], origin: AWKWARD[2], recordAddBy: AWKWARD[1] }),
  sampleReport({
    _id: 'r3',
    acBalance: -0,
    afterVoidBalance: 1e21,
    originals: [
      sampleOriginal({ sportNames: [], eventNames: AWKWARD.slice(0, 4), marketNames: [AWKWARD[8]], betDetails: [] }),
      sampleOriginal({ sportNames: [AWKWARD[7], AWKWARD[4]], eventNames: [], marketNames: [], pl: 0.1 + 0.2 }),
      sampleOriginal({ sportNames: [AWKWARD[0]], eventNames: [AWKWARD[5]], marketNames: [AWKWARD[6] || 'x'] }),
    ],
  }),
  // One name in each list of each original: the names come sport, event, market, original by original.
  sampleReport({
    _id: 'r4',
    originals: [
      sampleOriginal({ sportNames: ['Tennis'], eventNames: ['Open'], marketNames: ['Winner'] }),
      sampleOriginal({ sportNames: ['Golf'], eventNames: [AWKWARD[2]], marketNames: ['Cricket'] }),
    ],
  }),
].map((report) =>
  normalizeReport({
    createdAt: '2026-01-02T03:04:05.678Z',
    updatedAt: '2026-02-03T04:05:06.789Z',
    version: 3,
    ...report,
  }),
);

describe('a block of wires', () => {
  it('is the block ReportBlockWriter writes, words numbered in the stream it goes in', () => {
    const writer = new ReportBlockWriter();
    const reference = new ReportBlockWriter();
    // Two blocks in one stream: the second's words continue the first's numbers.
    for (const block of [reports, [...reports].reverse()]) {
      const columns = blockOfWires('print', block.map(reportWire).join(WIRE_SEPARATOR));
      expect(columns).toMatchObject({ print: 'print', canonical: true });
      expect(JSON.parse(blockLine(writer, columns!).toString())).toEqual(
        JSON.parse(JSON.stringify(reference.block(block))),
      );
    }
  });
  it('is left to the columns when a wire has another shape', () => {
    const wires = reports.map(reportWire);
    expect(blockOfWires('print', [...wires, `${wires[0]}\tmore`].join(WIRE_SEPARATOR))).toBeNull();
  });
});

describe('the whole list from the wires its writers keep', () => {
  // A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
  jest.setTimeout(120_000);
  let t: TestApp;
  beforeAll(async () => ({ t } = await createAdminTestApp()));
  afterAll(() => t?.close());

  const records = () => reportRecords(t.db, 'turbo');
  const lines = () => wholeListLines(t.db);
  const wires = async () =>
    (
      await t.db.execute<{ user_name: string; wire: string | null }>(
        sql`SELECT user_name, wire FROM reports WHERE area = 'turbo' ORDER BY user_name`,
      )
    ).rows;
  /**
   * The list's blocks and end as its reports' columns write them: every wire emptied for the read, then
   * put back (the head's revision is that of the emptying).
   */
  const fromColumns = async () => {
    await t.db.execute(sql`CREATE TABLE kept_wires AS SELECT id, wire FROM reports`);
    await t.db.execute(sql`UPDATE reports SET wire = NULL`);
    try {
      return (await lines()).slice(1);
    } finally {
      await t.db.execute(sql`UPDATE reports AS r SET wire = k.wire FROM kept_wires AS k WHERE r.id = k.id`);
      await t.db.execute(sql`DROP TABLE kept_wires`);
    }
  };

  beforeAll(async () => {
    await records().insertAll(
      Array.from({ length: 60 }, (_, n) => ({
        report: reportBody({
          date: `2025-0${1 + (n % 9)}-1${n % 10}`,
          userName: n % 7 ? `user-${n}` : `starts-${n}`,
          agent: AWKWARD[n % AWKWARD.length] || 'agent',
          originals: n % 5 ? [original({ sportNames: [`sport-${n % 4}`], eventNames: [AWKWARD[n % 9] || 'e'] })] : [],
        }),
        recordAddBy: 'admin',
      })),
    );
  });

  it('is written by every report writer: an import, a create and an update', async () => {
    const created = await records().create(reportBody({ userName: 'created', date: '2025-03-03' }), 'admin');
    const updated = await records().update(created, reportBody({ userName: 'updated', date: '2025-04-04' }));
    expect(updated).toMatchObject({ version: 2, userName: 'updated' });
    const all = await wires();
    expect(all).toHaveLength(61);
    expect(all.every(({ wire }) => wire !== null)).toBe(true);
    // The update's wire is the report as it now reads (its version, day, and when it was added).
    const [row] = (await t.db.execute<{ wire: string }>(sql`SELECT wire FROM reports WHERE id = ${created.id}`)).rows;
    expect(row.wire.split('\t').slice(0, 6)).toEqual([
      JSON.stringify(created.id),
      '20250404',
      JSON.stringify(created.createdAt.toISOString()),
      JSON.stringify(updated!.updatedAt.toISOString()),
      '2',
      JSON.stringify('updated'),
    ]);
  });

  it('makes the list its reports columns make, byte for byte', async () => {
    const built = await lines();
    expect(built.filter((line) => line.startsWith('{"kind":"block"')).length).toBeGreaterThan(5);
    expect(built.slice(1)).toEqual(await fromColumns());
  });

  it('is emptied by a write that does not write it, and that block is written from its columns', async () => {
    await t.db.execute(sql`UPDATE reports SET remark = 'by hand' WHERE user_name = 'user-8'`);
    await t.db.execute(sql`UPDATE reports SET version = version WHERE user_name = 'user-9'`);
    const emptied = (await wires()).filter(({ wire }) => wire === null).map(({ user_name }) => user_name);
    expect(emptied).toEqual(['user-8', 'user-9']);
    const built = await lines();
    expect(built.join('')).toContain('"by hand"');
    expect(built.slice(1)).toEqual(await fromColumns());
  });
});
