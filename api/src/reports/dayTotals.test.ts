import { sql } from 'drizzle-orm';
import { forexArea, turboArea } from '@console/contract/areas';
import { emptyReportFilters } from '@console/contract/reports';
import { backupRegistry } from '../backup/registry';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody, row, spreadsheet, upload } from '../../testing/reports';
import { reportView } from './view';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const base = (area = turboArea) => `/api${area.report.apiBase}`;

/** The days as kept (migration 0026) and as the reports give them now, each report rounded to cents. */
async function keptAndCounted() {
  const kept = await t.db.execute(sql`
    SELECT area, date::text, reports::int, pl::text, stack::text, ac_balance::text, after_void_balance::text
    FROM report_day_totals ORDER BY area, date`);
  const counted = await t.db.execute(sql`
    SELECT area, date::text, count(*)::int AS reports,
      coalesce(sum(floor(view_pl_sum * 100 + 0.5)), 0)::text AS pl,
      coalesce(sum(floor(view_stack_sum * 100 + 0.5)), 0)::text AS stack,
      coalesce(sum(floor(ac_balance * 100 + 0.5)), 0)::text AS ac_balance,
      coalesce(sum(floor(after_void_balance * 100 + 0.5)), 0)::text AS after_void_balance
    FROM reports GROUP BY area, date ORDER BY area, date`);
  return { kept: kept.rows, counted: counted.rows };
}

/** The days' groups as kept (migration 0033) and as the reports give them now. */
async function groupedAndReports() {
  const columns = sql.raw('area, date::text, catch_by, proof_status, void_status');
  const kept = await t.db.execute(sql`
    SELECT ${columns}, reports::int FROM report_day_groups ORDER BY ${columns}`);
  const counted = await t.db.execute(sql`
    SELECT ${columns}, count(*)::int AS reports FROM reports GROUP BY ${columns} ORDER BY ${columns}`);
  return { kept: kept.rows, counted: counted.rows };
}

/** The searched texts as kept (migration 0027) and as the reports give them now. */
async function searchedAndReports() {
  const kept = await t.db.execute(sql`
    SELECT area, id, date::text, search, pl, stack, ac_balance, after_void_balance FROM report_search ORDER BY id`);
  const counted = await t.db.execute(sql`
    SELECT area, id, date::text, coalesce(view_search, '') AS search, floor(view_pl_sum * 100 + 0.5) AS pl,
      floor(view_stack_sum * 100 + 0.5) AS stack, floor(ac_balance * 100 + 0.5) AS ac_balance,
      floor(after_void_balance * 100 + 0.5) AS after_void_balance
    FROM reports ORDER BY id`);
  return { kept: kept.rows, counted: counted.rows };
}

/** The sorted values as kept (migration 0028) and as the reports give them now. */
async function sortedAndReports() {
  const kept = await t.db.execute(sql`
    SELECT area, id, date::text, agent, origin, sport, event, market, odds, stack, time, ac_balance,
      after_void_balance, catch_by, proof_type, proof_status, void_status, remark, record_add_by
    FROM report_sort ORDER BY id`);
  const counted = await t.db.execute(sql`
    SELECT area, id, date::text, report_fold(agent) AS agent, report_fold(origin) AS origin,
      view_first_sport AS sport, view_first_event AS event, view_first_market AS market, view_first_odds AS odds,
      view_stack_sum AS stack, view_first_time AS time, ac_balance, after_void_balance,
      report_fold(catch_by) AS catch_by, report_fold(proof_type) AS proof_type,
      report_fold(proof_status) AS proof_status, report_fold(void_status) AS void_status,
      report_fold(remark) AS remark, report_fold(record_add_by) AS record_add_by
    FROM reports ORDER BY id`);
  return { kept: kept.rows, counted: counted.rows };
}

/**
 * What the statement triggers keep (the days' totals, the searched texts, the sorted values) is what the
 * reports give now.
 */
async function expectKept(what: string) {
  const { kept, counted } = await keptAndCounted();
  expect({ what, kept }).toEqual({ what, kept: counted });
  const grouped = await groupedAndReports();
  expect({ what, grouped: grouped.kept }).toEqual({ what, grouped: grouped.counted });
  const searched = await searchedAndReports();
  expect({ what, searched: searched.kept }).toEqual({ what, searched: searched.counted });
  const sorted = await sortedAndReports();
  expect(sorted.kept.length).toBe(sorted.counted.length);
  expect({ what, sorted: sorted.kept }).toEqual({ what, sorted: sorted.counted });
}

const create = (body: Parameters<typeof reportBody>[0], area = turboArea) =>
  t.app.inject({ method: 'POST', url: `${base(area)}/create`, headers: admin, payload: reportBody(body) });

it('keeps every day of every area, its groups, every searched text and sorted value, as the reports are, through every way of writing them', async () => {
  const made = [];
  for (const [date, pl] of [
    ['2026-05-01', 10.005],
    ['2026-05-01', -3.335],
    ['2026-05-02', 7],
  ] as const)
    made.push((await create({ date, originals: [original({ pl })], acBalance: 100.125 })).json().data._id as string);
  await create({ date: '2026-05-01', acBalance: 5 }, forexArea);
  await expectKept('create');

  await t.app.inject({
    method: 'PUT',
    url: `${base()}/${made[0]}`,
    headers: admin,
    payload: reportBody({ date: '2026-05-03', originals: [original({ pl: 1.115 })] }),
  });
  await expectKept('update moving a report to another day');

  await t.app.inject({ method: 'DELETE', url: `${base()}/${made[2]}`, headers: admin });
  await expectKept('delete (its day emptied)');

  const imported = await t.app.inject({
    method: 'POST',
    url: `${base()}/import`,
    headers: admin,
    payload: upload(await spreadsheet([row({ 'User Name': 'imported-one' }), row({ 'User Name': 'imported-two' })])),
  });
  expect(imported.statusCode).toBe(200);
  await expectKept('import');

  const collection = backupRegistry.get(turboArea.report.backupCollection)!;
  const dump = await collection.dump(t.db);
  await t.db.execute(sql`UPDATE reports SET after_void_balance = after_void_balance + 0.015`);
  await expectKept('SQL by hand');
  // One report moved to another catch-by name and void status: its old group emptied, a new one made.
  await t.db.execute(
    sql`UPDATE reports SET catch_by = 'By hand', void_status = 'Voided by hand' WHERE id = ${made[1]}`,
  );
  await expectKept('SQL by hand moving a report to other groups');
  await collection.restore(t.db, dump);
  await expectKept('restore');

  // A view by dates alone is counted from the days; the same view with any other filter, from the
  // reports themselves: both give the same count and totals.
  const byDays = await reportView(t.db, 'turbo', {
    filters: { ...emptyReportFilters(), startDate: '2026-05-01', endDate: '2026-05-03' },
    sort: null,
    page: 1,
    pageSize: 20,
  });
  const byReports = await reportView(t.db, 'turbo', {
    filters: {
      ...emptyReportFilters(),
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      remark: '',
      acBalance: { min: '-1e300', max: '' },
    },
    sort: null,
    page: 1,
    pageSize: 20,
  });
  expect(byDays.total).toBeGreaterThan(0);
  expect({ total: byDays.total, totals: byDays.totals }).toEqual({ total: byReports.total, totals: byReports.totals });

  // A search (within dates or not) is counted from the searched texts; the same search with any other
  // filter, from the reports themselves: both give the same count and totals.
  const search = { ...emptyReportFilters(), searchTerm: 'IMPORTED', endDate: '2099-01-01' };
  const bySearch = await reportView(t.db, 'turbo', { filters: search, sort: null, page: 1, pageSize: 20 });
  const bySearchedReports = await reportView(t.db, 'turbo', {
    filters: { ...search, acBalance: { min: '-1e300', max: '' } },
    sort: null,
    page: 1,
    pageSize: 20,
  });
  expect(bySearch.total).toBe(2);
  expect({ total: bySearch.total, totals: bySearch.totals }).toEqual({
    total: bySearchedReports.total,
    totals: bySearchedReports.totals,
  });

  await t.db.execute(sql`TRUNCATE reports CASCADE`);
  await expectKept('truncate');
  expect((await keptAndCounted()).kept).toEqual([]);
  expect((await groupedAndReports()).kept).toEqual([]);
  expect((await searchedAndReports()).kept).toEqual([]);
  expect((await sortedAndReports()).kept).toEqual([]);
});
