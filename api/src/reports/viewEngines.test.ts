import { sql } from 'drizzle-orm';
import { clampPage, pageCount } from '@console/contract/paging';
import {
  emptyReportFilters,
  indexReports,
  pageOfReports,
  queryReports,
  REPORT_COLUMNS,
  type Original,
  type ReportFilters,
  type ReportInput,
  type ReportView,
} from '@console/contract/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { random, type Random } from '../seed/random';
import { reportRecords } from './records';
import { reportView, type ViewAnswer } from './view';
import { toWire } from './wire';

/**
 * The query model's two engines must agree: random views over seeded reports, answered by the browser's
 * index (contract query.ts, the reference) and by SQL (view.ts), give the same rows in the same order,
 * the same page, count and totals. Texts are drawn from letters whose case folding differs between
 * locales and libraries, and LIKE's own characters.
 */
jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LETTERS = ['a', 'b', 'A', 'B', 'I', 'i', 'İ', 'ı', 'Σ', 'σ', 'ς', 'ß', 'ẞ', 'K', 'k', 'é', 'É', 'Ǆ', 'ǅ', 'ǆ'];
const OTHERS = [' ', ' ', '%', '_', '\\', '1', '2', '-', '.'];

function word(r: Random, max = 6): string {
  let text = '';
  const length = r.int(1, max);
  for (let i = 0; i < length; i += 1) text += r.chance(0.8) ? r.pick(LETTERS) : r.pick(OTHERS);
  return text.trim() || 'x';
}

const amount = (r: Random) => (r.chance(0.1) ? 0.1 * r.int(-9, 9) : r.int(-100_000, 100_000) / 100);
const day = (r: Random) => `2026-0${r.int(1, 3)}-${String(r.int(1, 28)).padStart(2, '0')}`;

function original(r: Random, names: string[]): Original {
  const pickNames = () => Array.from({ length: r.int(0, 2) }, () => (r.chance(0.6) ? r.pick(names) : word(r)));
  return {
    sportNames: pickNames(),
    eventNames: pickNames(),
    marketNames: pickNames(),
    pl: amount(r),
    betDetails: Array.from({ length: r.int(0, 3) }, () => ({
      odds: r.int(100, 500) / 100,
      stack: amount(r),
      time: `${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`,
    })),
  };
}

function report(r: Random, names: string[]): ReportInput {
  return {
    date: day(r),
    userName: word(r, 8),
    agent: r.pick(names),
    origin: r.chance(0.3) ? '' : r.pick(names),
    originals: Array.from({ length: r.int(0, 3) }, () => original(r, names)),
    acBalance: amount(r),
    afterVoidBalance: amount(r),
    catchBy: r.pick(['Agent', 'Staff 1', 'staff 1']),
    proofType: r.pick(['Ground line', 'Live line', 'İnvalid']),
    proofStatus: r.pick(['Submitted', 'Not Submit']),
    voidStatus: r.pick(['Void', 'Not Void']),
    remark: r.chance(0.3) ? '' : `${word(r)} ${word(r)}`,
  };
}

/** A piece of a text people might type: a part of a real value, in another case now and then. */
function termFrom(r: Random, values: string[]): string {
  const value = r.pick(values);
  const start = r.int(0, Math.max(0, value.length - 1));
  const piece = value.slice(start, start + r.int(1, 3));
  return r.chance(0.3) ? piece.toUpperCase() : r.chance(0.2) ? ` ${piece} ` : piece;
}

function randomView(r: Random, seeded: ReportInput[]): ReportView {
  const filters: ReportFilters = emptyReportFilters();
  const texts = {
    userName: seeded.map((x) => x.userName),
    agent: seeded.map((x) => x.agent),
    origin: seeded.map((x) => x.origin),
    remark: seeded.map((x) => x.remark),
    eventName: seeded.flatMap((x) => x.originals.flatMap((o) => o.eventNames)),
    marketName: seeded.flatMap((x) => x.originals.flatMap((o) => o.marketNames)),
  };
  const every = Object.values(texts).flat();
  if (r.chance(0.3)) filters.searchTerm = r.chance(0.8) ? termFrom(r, every) : word(r, 3);
  for (const key of Object.keys(texts) as (keyof typeof texts)[]) {
    if (r.chance(0.1) && texts[key].length) filters[key] = termFrom(r, texts[key].filter(Boolean).concat('a'));
  }
  if (r.chance(0.1)) {
    const sports = seeded.flatMap((x) => x.originals.flatMap((o) => o.sportNames));
    if (sports.length) filters.sportName = r.chance(0.5) ? r.pick(sports).toUpperCase() : r.pick(sports);
  }
  if (r.chance(0.3)) filters.startDate = day(r);
  if (r.chance(0.3)) filters.endDate = day(r);
  if (r.chance(0.1)) filters.catchBy = r.pick(['Agent', 'Staff 1', 'staff 1', 'Nobody']);
  if (r.chance(0.1)) filters.proofType = r.pick(['Ground line', 'İnvalid']);
  if (r.chance(0.1)) filters.proofStatus = 'Submitted';
  if (r.chance(0.1)) filters.voidStatus = 'Not Void';
  for (const key of ['pl', 'odds', 'stack', 'acBalance', 'afterVoidBalance'] as const) {
    if (!r.chance(0.08)) continue;
    const bound = () => r.pick(['', 'abc', '0', String(amount(r)), String(r.int(1, 4)), ' 12.5 ', '1e3']);
    filters[key] = { min: bound(), max: bound() };
  }
  const sort = r.chance(0.2)
    ? null
    : { key: r.pick(REPORT_COLUMNS).key, direction: r.chance(0.5) ? ('asc' as const) : ('desc' as const) };
  return { filters, sort, page: r.chance(0.1) ? 999 : r.int(1, 4), pageSize: r.pick([5, 10, 20, 50]) };
}

const VIEW_COLUMNS = sql`id, user_name, view_search, view_sports, view_events, view_markets, view_first_sport,
  view_first_event, view_first_market, view_first_odds, view_first_time, view_pls, view_odds, view_stacks,
  view_pl_sum, view_stack_sum`;
const viewColumns = async () => (await t.db.execute(sql`SELECT ${VIEW_COLUMNS} FROM reports ORDER BY id`)).rows;

it('answers random views over random reports exactly as the browser’s index does', async () => {
  const r = random(20);
  const names = Array.from({ length: 12 }, () => word(r));
  const seeded = Array.from({ length: 400 }, () => report(r, names));
  await reportRecords(t.db, 'turbo').insertAll(seeded.map((input) => ({ report: input, recordAddBy: word(r) })));
  // Older records as they may still be stored: single names, numbers as text, padded texts.
  await t.db.execute(sql`INSERT INTO reports (area, date, user_name, agent, originals, ac_balance, after_void_balance,
      catch_by, proof_type, proof_status, void_status, remark, record_add_by)
    VALUES ('turbo', '2026-02-10', '  Padded Σ  ', ' Ag ', ${JSON.stringify([
      {
        sportName: ' Tennis ',
        eventName: 'Open',
        marketName: 7,
        pl: '12.5',
        betDetails: [{ odds: '2', stack: ' 40 ', time: 5 }],
      },
      { sportNames: 'not a list', pl: 'abc', betDetails: 'none' },
      'not an original',
    ])}::jsonb, 5, 4, 'Agent', 'Live line', 'Submitted', 'Void', '', ' someone ')`);

  // The writers' view columns (viewColumns.ts) are what the trigger makes for any other write.
  const written = await viewColumns();
  await t.db.execute(sql`UPDATE reports SET view_search = NULL`);
  expect(await viewColumns()).toEqual(written);

  const all = (await reportRecords(t.db, 'turbo').list()).map(toWire);
  const index = indexReports(all);
  /** The view through both engines, its page's ids both ways (a walk of the order's index, and the
   * matches read and sorted, what a rare filter over a large list takes: db/pageWalk.ts). */
  async function expectSameAnswers(view: ReportView): Promise<ViewAnswer> {
    const browser = queryReports(index, view.filters, view.sort);
    const page = clampPage(view.page, pageCount(browser.matches.length, view.pageSize));
    const expected = {
      data: pageOfReports(index, browser.matches, page, view.pageSize),
      page,
      total: browser.matches.length,
      totals: browser.totals,
    };
    const answer = await reportView(t.db, 'turbo', view);
    const fromMatches = await reportView(t.db, 'turbo', view, 0);
    try {
      expect(answer).toEqual(expected);
      expect(fromMatches).toEqual(expected);
    } catch (error) {
      throw new Error(`view ${JSON.stringify(view)} differs:\n${(error as Error).message}`);
    }
    return answer;
  }

  let withRows = 0;
  for (let run = 0; run < 300; run += 1) {
    const answer = await expectSameAnswers(randomView(r, seeded));
    if (answer.data.length > 1) withRows += 1;
  }
  // Views that found nothing would prove little: most of them show rows.
  expect(withRows).toBeGreaterThan(150);

  // A search within dates or none is counted from the searched texts (report_search, view.ts searchOnly).
  let found = 0;
  for (let run = 0; run < 60; run += 1) {
    const { filters, ...view } = randomView(r, seeded);
    const searchTerm =
      filters.searchTerm ||
      termFrom(
        r,
        seeded.map((x) => x.userName),
      );
    const search = { ...emptyReportFilters(), searchTerm, startDate: filters.startDate, endDate: filters.endDate };
    if ((await expectSameAnswers({ ...view, filters: search })).total > 0) found += 1;
  }
  expect(found).toBeGreaterThan(30);

  // A view by dates alone, or a search, sorted by a column no index keeps takes its page from the
  // sorted values (report_sort, view.ts SORTED_APART), joined to the searched texts for a search: every
  // such column, both ways, with and without a search.
  const apart = REPORT_COLUMNS.map((column) => column.key).filter((key) => !['date', 'userName', 'pl'].includes(key));
  for (const key of apart)
    for (const direction of ['asc', 'desc'] as const)
      for (const searching of [false, true]) {
        const { filters, page, pageSize } = randomView(r, seeded);
        const searchTerm = searching
          ? termFrom(
              r,
              seeded.map((x) => x.agent),
            )
          : '';
        const chosen = { ...emptyReportFilters(), searchTerm, startDate: filters.startDate, endDate: filters.endDate };
        await expectSameAnswers({ filters: chosen, sort: { key, direction }, page: searching ? 1 : page, pageSize });
      }
  expect(apart).toHaveLength(16);
});
