import { sql } from 'drizzle-orm';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody, wholeListLines } from '../../testing/reports';
import { reportRecords } from './records';
import { revisionOf } from '../revisions/listRevision';
import { fillWires } from './wireFill';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => ({ t } = await createAdminTestApp()));
afterAll(() => t?.close());

const records = () => reportRecords(t.db, 'turbo');
const lines = () => wholeListLines(t.db);

const unwired = async (area = 'turbo') =>
  (
    await t.db.execute<{ id: string }>(
      sql`SELECT id FROM reports WHERE area = ${area} AND wire IS NULL ORDER BY date, id`,
    )
  ).rows.map(({ id }) => id);

/**
 * Every row of what writes of reports keep beside them, with the transaction that last wrote it: a write
 * that set any of them off shows as new row versions, even where it wrote the same values.
 */
const keptBeside = async () => {
  const tables = [
    'list_revisions',
    'report_day_totals',
    'report_search',
    'report_sort',
    'report_field_values',
    'report_day_groups',
    'report_list_changes',
  ];
  const read = await Promise.all(
    tables.map(
      async (table) => (await t.db.execute(sql`SELECT xmin::text AS written, * FROM ${sql.identifier(table)}`)).rows,
    ),
  );
  return Object.fromEntries(tables.map((table, n) => [table, read[n]]));
};

/** The reports' own and view columns (everything but the wire). */
const reportsAsStored = async () =>
  (await t.db.execute(sql`SELECT to_jsonb(r) - 'wire' AS row FROM reports AS r ORDER BY id`)).rows;

beforeAll(async () => {
  await records().insertAll(
    Array.from({ length: 40 }, (_, n) => ({
      report: reportBody({
        date: `2025-0${1 + (n % 9)}-1${n % 10}`,
        userName: n % 6 ? `user-${n}` : `starts-${n}`,
        originals: n % 4 ? [original({ sportNames: [`sport-${n % 3}`], eventNames: [`event ${n}`, 'both'] })] : [],
      }),
      recordAddBy: 'admin',
    })),
  );
  await reportRecords(t.db, 'forex').create(reportBody({ userName: 'forex, left alone' }), 'admin');
  // Older records as they may still be stored: written before wires, padded texts, single names, numbers
  // as text (their block goes through normalizeReport while it has no wires).
  await t.db.execute(sql`INSERT INTO reports (area, date, user_name, agent, originals, ac_balance, after_void_balance,
      catch_by, proof_type, proof_status, void_status, remark, record_add_by)
    VALUES ('turbo', '2025-03-13', '  Padded Σ  ', ' Ag ', ${JSON.stringify([
      {
        sportName: ' Tennis ',
        eventName: 'Open',
        marketName: 7,
        pl: '12.5',
        betDetails: [{ odds: '2', stack: ' 40 ' }],
      },
      'not an original',
    ])}::jsonb, 5, 4, 'Agent', 'Live line', 'Submitted', 'Void', '', ' someone ')`);
  // Reports written before migration 0039, or restored: every wire emptied (this write bumps the revision).
  await t.db.execute(sql`UPDATE reports SET wire = NULL WHERE user_name <> 'user-1'`);
});

it('gives every report without a wire its wire, and the list it builds and all kept beside it stay as they were', async () => {
  const written = (await t.db.execute<{ wire: string }>(sql`SELECT wire FROM reports WHERE user_name = 'user-1'`))
    .rows[0].wire;
  const before = {
    lines: await lines(),
    revision: await revisionOf(t.db, 'turbo', 'reports'),
    kept: await keptBeside(),
    reports: await reportsAsStored(),
  };
  const waiting = await unwired();
  expect(waiting).toHaveLength(40);
  const forexBefore = await revisionOf(t.db, 'forex', 'reports');

  // Seven at a time: several batches, each its own transaction.
  expect(await fillWires(t.db, 'turbo', { batch: 7 })).toBe(40);
  expect(await unwired()).toEqual([]);
  // The one report that kept its wire has it as its writer made it.
  expect((await t.db.execute(sql`SELECT wire FROM reports WHERE user_name = 'user-1'`)).rows[0].wire).toBe(written);
  // Blocks now joined from wires: byte for byte the list built from the reports' columns, at the same revision.
  expect(await lines()).toEqual(before.lines);
  expect(await revisionOf(t.db, 'turbo', 'reports')).toEqual(before.revision);
  expect(await keptBeside()).toEqual(before.kept);
  expect(await reportsAsStored()).toEqual(before.reports);
  // Only the area asked for.
  expect(await unwired('forex')).toHaveLength(1);
  expect(await revisionOf(t.db, 'forex', 'reports')).toEqual(forexBefore);
});

it('gives an API write’s own wire to a report that had lost it', async () => {
  const created = await records().create(reportBody({ userName: 'created then emptied' }), 'admin');
  const [{ wire }] = (await t.db.execute<{ wire: string }>(sql`SELECT wire FROM reports WHERE id = ${created.id}`))
    .rows;
  await t.db.execute(sql`UPDATE reports SET wire = NULL WHERE id = ${created.id}`);
  expect(await fillWires(t.db, 'turbo')).toBe(1);
  expect((await t.db.execute(sql`SELECT wire FROM reports WHERE id = ${created.id}`)).rows[0].wire).toBe(wire);
});

it('skips a report a writer holds (the next fill gives it its wire), and leaves later writes to their triggers', async () => {
  const [held, other] = (
    await t.db.execute<{ id: string }>(sql`SELECT id FROM reports WHERE area = 'turbo' ORDER BY date, id LIMIT 2`)
  ).rows.map(({ id }) => id);
  await t.db.execute(sql`UPDATE reports SET wire = NULL WHERE id IN (${held}, ${other})`);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const writer = t.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM reports WHERE id = ${held} FOR UPDATE`);
    locked();
    await released;
  });
  await holding;
  try {
    expect(await fillWires(t.db, 'turbo')).toBe(1);
    expect(await unwired()).toEqual([held]);
  } finally {
    release();
    await writer;
  }
  expect(await fillWires(t.db, 'turbo')).toBe(1);
  expect(await unwired()).toEqual([]);

  // The fill's flag ends with its transaction: a write by hand afterwards is a change as ever.
  const revision = await revisionOf(t.db, 'turbo', 'reports');
  await t.db.execute(sql`UPDATE reports SET remark = 'by hand' WHERE id = ${other}`);
  expect((await revisionOf(t.db, 'turbo', 'reports')).revision).toBeGreaterThan(revision.revision);
  expect(await unwired()).toEqual([other]);
});

it('stops before its next batch once told to (an instance closing)', async () => {
  await t.db.execute(sql`UPDATE reports SET wire = NULL WHERE area = 'turbo'`);
  const all = (await unwired()).length;
  let batches = 0;
  const filled = await fillWires(t.db, 'turbo', {
    batch: 5,
    pace: async () => (batches += 1),
    stopped: () => batches > 2,
  });
  expect(filled).toBe(10);
  expect(await unwired()).toHaveLength(all - 10);
});
