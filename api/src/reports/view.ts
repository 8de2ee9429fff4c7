import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { clampPage, pageCount } from '@console/contract/paging';
import {
  canonicalFilters,
  filtersToQuery,
  readBound,
  type RangeFilter,
  type Report,
  type ReportColumnKey,
  type ReportTotals,
  type ReportView,
} from '@console/contract/reports';
import type { Database } from '../db';
import type { CountLane } from '../db/countLane';
import { estimatedRows, walkReaches, WALK_LIMIT } from '../db/pageWalk';
import { revisionTag } from '../revisions/listRevision';
import {
  reportColumns,
  reportDayTotals,
  reportFieldValues,
  reports,
  reportSearch,
  reportSort,
  type ReportRow,
} from '../db/schema';
import { toWire } from './wire';

/**
 * One view of a report list answered by SQL: the second engine of the query model
 * (@console/contract/reports view.ts; the first is the browser's index, query.ts). Every rule below
 * mirrors query.ts line for line, over the columns the trigger of migration 0019 derives from each
 * report; viewEngines.test.ts runs random views through both and requires the same answer.
 */
export interface ViewAnswer {
  data: Report[];
  page: number;
  total: number;
  totals: ReportTotals;
}

const SEPARATOR = '\u0001';
const fold = (value: SQL) => sql`report_fold(${value})`;
/** LIKE's own characters taken literally: a contains-search matches what was typed. */
const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (column: SQL, term: string) => sql`${column} LIKE ${fold(sql`${likeContains(term)}::text`)}`;

/** The text filters and the folded text they search (query.ts TEXT_FILTERS). */
const TEXT_FILTERS = [
  ['searchTerm', sql`${reports.viewSearch}`],
  ['userName', fold(sql`${reports.userName}`)],
  ['agent', fold(sql`${reports.agent}`)],
  ['origin', fold(sql`${reports.origin}`)],
  ['eventName', sql`${reports.viewEvents}`],
  ['marketName', sql`${reports.viewMarkets}`],
  ['remark', fold(sql`${reports.remark}`)],
] as const;

const EXACT_FILTERS = [
  ['catchBy', reports.catchBy],
  ['proofType', reports.proofType],
  ['proofStatus', reports.proofStatus],
  ['voidStatus', reports.voidStatus],
] as const;

/** Min/max: the report's own amount, or any original's P&L, any bet's odds or stack (query.ts countRangeHits). */
const RANGES: Record<RangeFilter, { column: SQL; list: boolean }> = {
  acBalance: { column: sql`${reports.acBalance}`, list: false },
  afterVoidBalance: { column: sql`${reports.afterVoidBalance}`, list: false },
  pl: { column: sql`${reports.viewPls}`, list: true },
  odds: { column: sql`${reports.viewOdds}`, list: true },
  stack: { column: sql`${reports.viewStacks}`, list: true },
};

function viewWhere(area: AreaKey, view: ReportView): SQL {
  const filters = canonicalFilters(view.filters);
  const conditions: (SQL | undefined)[] = [eq(reports.area, area)];
  // Days compare as YYYY-MM-DD (the call refuses any other spelling), as the browser compares YYYYMMDD.
  if (filters.startDate) conditions.push(sql`${reports.date} >= ${filters.startDate}`);
  if (filters.endDate) conditions.push(sql`${reports.date} <= ${filters.endDate}`);
  for (const [filter, column] of TEXT_FILTERS) {
    if (filters[filter]) conditions.push(contains(column, filters[filter]));
  }
  if (filters.sportName)
    conditions.push(contains(sql`${reports.viewSports}`, `${SEPARATOR}${filters.sportName}${SEPARATOR}`));
  // Each field a text filter reads is folded into view_search too (migration 0019: the fields joined by
  // a separator that no folding context crosses), so what one field contains the search text contains:
  // said again over view_search, the condition changes no answer but lets the area's trigram index pick
  // the candidates instead of folding every report's field (at 1,000,000 reports: a scan of seconds).
  for (const [filter] of TEXT_FILTERS)
    if (filter !== 'searchTerm' && filters[filter])
      conditions.push(contains(sql`${reports.viewSearch}`, filters[filter]));
  if (filters.sportName) conditions.push(contains(sql`${reports.viewSearch}`, filters.sportName));
  for (const [filter, column] of EXACT_FILTERS) if (filters[filter]) conditions.push(eq(column, filters[filter]));
  for (const [key, { column, list }] of Object.entries(RANGES) as [RangeFilter, (typeof RANGES)[RangeFilter]][]) {
    const min = readBound(filters[key].min);
    const max = readBound(filters[key].max);
    if (min === null && max === null) continue;
    const within = (value: SQL) =>
      sql.join(
        [
          min === null ? undefined : sql`${value} >= ${min}::float8`,
          max === null ? undefined : sql`${value} <= ${max}::float8`,
        ].filter((part) => part !== undefined),
        sql` AND `,
      );
    conditions.push(
      list ? sql`EXISTS (SELECT 1 FROM unnest(${column}) AS v(amount) WHERE ${within(sql`v.amount`)})` : within(column),
    );
  }
  return and(...conditions)!;
}

/** What a column sorts by (query.ts sortValue); texts folded and compared by code point. */
const SORT_VALUE: Record<ReportColumnKey, SQL> = {
  date: sql`${reports.date}`,
  userName: sql`${fold(sql`${reports.userName}`)} COLLATE "C"`,
  agent: sql`${fold(sql`${reports.agent}`)} COLLATE "C"`,
  origin: sql`${fold(sql`${reports.origin}`)} COLLATE "C"`,
  sportNames: sql`${reports.viewFirstSport} COLLATE "C"`,
  eventNames: sql`${reports.viewFirstEvent} COLLATE "C"`,
  marketNames: sql`${reports.viewFirstMarket} COLLATE "C"`,
  pl: sql`${reports.viewPlSum}`,
  odds: sql`${reports.viewFirstOdds}`,
  stack: sql`${reports.viewStackSum}`,
  time: sql`${reports.viewFirstTime} COLLATE "C"`,
  acBalance: sql`${reports.acBalance}`,
  afterVoidBalance: sql`${reports.afterVoidBalance}`,
  catchBy: sql`${fold(sql`${reports.catchBy}`)} COLLATE "C"`,
  proofType: sql`${fold(sql`${reports.proofType}`)} COLLATE "C"`,
  proofStatus: sql`${fold(sql`${reports.proofStatus}`)} COLLATE "C"`,
  voidStatus: sql`${fold(sql`${reports.voidStatus}`)} COLLATE "C"`,
  remark: sql`${fold(sql`${reports.remark}`)} COLLATE "C"`,
  recordAddBy: sql`${fold(sql`${reports.recordAddBy}`)} COLLATE "C"`,
};

/** Ties keep the list's order (newest day, then newest record) in both directions, as the browser's sort. */
const LIST_ORDER = sql`${reports.date} DESC, ${reports.id} DESC`;

function viewOrder(view: ReportView): SQL {
  if (!view.sort) return LIST_ORDER;
  const direction = view.sort.direction === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`${SORT_VALUE[view.sort.key]} ${direction}, ${LIST_ORDER}`;
}

const EXPORT_BATCH = 2000;

/**
 * Every report a view's filters let through, in the list's order, read in batches by key (newest day,
 * then newest record): an export of 1,000,000 reports holds one batch at a time, not the list.
 */
export async function* reportsInView(
  db: Database,
  area: AreaKey,
  filters: ReportView['filters'],
): AsyncGenerator<Report> {
  const where = viewWhere(area, { filters, sort: null, page: 1, pageSize: EXPORT_BATCH });
  let last: { date: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = last
      ? sql`(${reports.date}, ${reports.id}) < (${last.date}::date, ${last.id}::uuid)`
      : undefined;
    const rows: ReportRow[] = await db
      .select(reportColumns)
      .from(reports)
      .where(and(where, after))
      .orderBy(LIST_ORDER)
      .limit(EXPORT_BATCH);
    for (const row of rows) yield toWire(row);
    if (rows.length < EXPORT_BATCH) return;
    const end = rows[rows.length - 1];
    last = { date: end.date, id: end.id };
  }
}

/** Whether the filters hold more than the order's index answers itself (a date range, in the list's order). */
function filteredBeyondOrder(view: ReportView): boolean {
  const inListOrder = !view.sort || view.sort.key === 'date';
  return Object.keys(filtersToQuery(view.filters)).some(
    (filter) => !(inListOrder && (filter === 'startDate' || filter === 'endDate')),
  );
}

/**
 * The other orders, as report_sort keeps their values (migration 0028: the same values as SORT_VALUE's,
 * which the property test holds it to): a view by dates alone sorted by one reads them there.
 */
const SORTED_APART: Partial<Record<ReportColumnKey, SQL>> = {
  agent: sql`${reportSort.agent} COLLATE "C"`,
  origin: sql`${reportSort.origin} COLLATE "C"`,
  sportNames: sql`${reportSort.sportNames} COLLATE "C"`,
  eventNames: sql`${reportSort.eventNames} COLLATE "C"`,
  marketNames: sql`${reportSort.marketNames} COLLATE "C"`,
  odds: sql`${reportSort.odds}`,
  stack: sql`${reportSort.stack}`,
  time: sql`${reportSort.time} COLLATE "C"`,
  acBalance: sql`${reportSort.acBalance}`,
  afterVoidBalance: sql`${reportSort.afterVoidBalance}`,
  catchBy: sql`${reportSort.catchBy} COLLATE "C"`,
  proofType: sql`${reportSort.proofType} COLLATE "C"`,
  proofStatus: sql`${reportSort.proofStatus} COLLATE "C"`,
  voidStatus: sql`${reportSort.voidStatus} COLLATE "C"`,
  remark: sql`${reportSort.remark} COLLATE "C"`,
  recordAddBy: sql`${reportSort.recordAddBy} COLLATE "C"`,
};

/**
 * The area's rows of a table kept per report or per day (report_sort, report_search, report_day_totals)
 * within the view's dates, and any `more` conditions.
 */
function inAreaAndDays(t: { area: AnyColumn; date: AnyColumn }, area: AreaKey, view: ReportView, ...more: SQL[]) {
  const { startDate, endDate } = canonicalFilters(view.filters);
  return and(
    eq(t.area, area),
    startDate ? sql`${t.date} >= ${startDate}` : undefined,
    endDate ? sql`${t.date} <= ${endDate}` : undefined,
    ...more,
  );
}

/**
 * A page of a view by dates alone, or a search (within dates or not), in an order no index keeps: from
 * the sorted values (report_sort), joined to the searched texts (report_search) for a search.
 */
function sortedApartPage(tx: Database, area: AreaKey, view: ReportView, value: SQL, offset: number) {
  const t = reportSort;
  const direction = view.sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const { searchTerm } = canonicalFilters(view.filters);
  const sorted = tx.select({ id: t.id }).from(t).$dynamic();
  const searched = reportSearch;
  const query = searchTerm ? sorted.innerJoin(searched, and(eq(searched.area, t.area), eq(searched.id, t.id))) : sorted;
  const search = searchTerm ? [eq(searched.area, area), contains(sql`${searched.search}`, searchTerm)] : [];
  return query
    .where(inAreaAndDays(t, area, view, ...search))
    .orderBy(sql`${value} ${direction}, ${t.date} DESC, ${t.id} DESC`)
    .limit(view.pageSize)
    .offset(offset);
}

/** Orders an index keeps (the list's, the folded user name, the P&L sum): only these can be walked. */
const INDEXED_SORTS: ReadonlySet<ReportColumnKey> = new Set(['date', 'userName', 'pl']);
const inIndexOrder = (view: ReportView) => !view.sort || INDEXED_SORTS.has(view.sort.key);

/**
 * The page's ids. Unfiltered (or by a date range in the list's order): a walk of the order's index,
 * stopping at the page. Filtered: a walk that reads at most `walkLimit` reports in the view's order and
 * keeps those the filters let through, when an index keeps that order (INDEXED_SORTS) and the walk is
 * likely to reach the page within them (db/pageWalk.ts); otherwise, or when it did not reach the page
 * (a filter that matches rarely, or only far down the order), the matches read by their own indexes
 * and sorted.
 */
async function pageIds(
  tx: Database,
  area: AreaKey,
  where: SQL,
  view: ReportView,
  page: number,
  total: number,
  walkLimit: number,
): Promise<Array<{ id: string }>> {
  const offset = (page - 1) * view.pageSize;
  const apart = view.sort && SORTED_APART[view.sort.key];
  if (apart && (datesOnly(view) || searchOnly(view))) return sortedApartPage(tx, area, view, apart, offset);
  const ordered = () => tx.select({ id: reports.id }).from(reports).where(where).orderBy(viewOrder(view));
  if (!filteredBeyondOrder(view)) return ordered().limit(view.pageSize).offset(offset);
  const value = sql`${view.sort ? SORT_VALUE[view.sort.key] : reports.date}`;
  const direction = view.sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await estimatedRows(tx, 'reports');
  if (inIndexOrder(view) && walkReaches({ page, pageSize: view.pageSize, total, rows }, walkLimit)) {
    const walked = tx
      .select({ id: reports.id, kept: sql<boolean>`${where}`.as('kept') })
      .from(reports)
      .where(eq(reports.area, area))
      .orderBy(viewOrder(view))
      .limit(walkLimit)
      .as('walked');
    // No ORDER BY outside: the walk's rows come out in its order, and the outer LIMIT stops the walk
    // as soon as the page is reached (a sort here would read all `walkLimit` of them first).
    const found = await tx
      .select({ id: walked.id })
      .from(walked)
      .where(sql`${walked.kept}`)
      .limit(offset + view.pageSize);
    if (found.length >= Math.min(offset + view.pageSize, total)) return found.slice(offset);
  }
  // A LIMIT of all the matches keeps them a subquery of their own (Drizzle leaves out an OFFSET of 0,
  // the usual fence): PostgreSQL reads them (by the trigram or date index, or a scan) instead of
  // walking the order's index, then sorts them for the page.
  const matched = tx
    .select({ id: reports.id, date: reports.date, value: value.as('sort_value') })
    .from(reports)
    .where(where)
    .limit(total)
    .as('matched');
  const listOrder = sql`${matched.date} DESC, ${matched.id} DESC`;
  return tx
    .select({ id: matched.id })
    .from(matched)
    .orderBy(view.sort ? sql`${matched.value} ${direction}, ${listOrder}` : listOrder)
    .limit(view.pageSize)
    .offset(offset);
}

/** A view's count and totals in cents, before the page is read. */
export interface ViewCount {
  total: number;
  pl: number;
  stack: number;
  acBalance: number;
  afterVoidBalance: number;
}

/** Whether the view filters by these filters alone (or not at all). */
const filteredOnlyBy = (view: ReportView, allowed: readonly string[]) =>
  Object.keys(filtersToQuery(view.filters)).every((filter) => allowed.includes(filter));

/** Whether the view filters by its dates alone (or not at all): then its count is the days' (report_day_totals). */
const datesOnly = (view: ReportView) => filteredOnlyBy(view, ['startDate', 'endDate']);

/** Whether the view is a search, within dates or not: then its count is the searched texts' (report_search). */
const searchOnly = (view: ReportView) =>
  Boolean(canonicalFilters(view.filters).searchTerm) && filteredOnlyBy(view, ['startDate', 'endDate', 'searchTerm']);

/** A count, and sums of amounts already in whole cents (per day, or per report): a view's ViewCount. */
const centsSummed = (total: SQL<number>, t: Record<'pl' | 'stack' | 'acBalance' | 'afterVoidBalance', AnyColumn>) => ({
  total,
  pl: sql<number>`coalesce(sum(${t.pl}), 0)::float8`,
  stack: sql<number>`coalesce(sum(${t.stack}), 0)::float8`,
  acBalance: sql<number>`coalesce(sum(${t.acBalance}), 0)::float8`,
  afterVoidBalance: sql<number>`coalesce(sum(${t.afterVoidBalance}), 0)::float8`,
});

/**
 * The count and totals of a view filtered by dates alone, from the days in range (migration 0026): the
 * same sums of whole cents the reports give, added a day at a time.
 */
async function countByDays(tx: Database, area: AreaKey, view: ReportView): Promise<ViewCount> {
  const t = reportDayTotals;
  const [sums] = await tx
    .select(centsSummed(sql<number>`coalesce(sum(${t.reports}), 0)::int`, t))
    .from(t)
    .where(inAreaAndDays(t, area, view));
  return sums;
}

/**
 * Whether every report of the area holds `term` in one field: every value some report holds in one of
 * the searched fields with few values contains it (report_field_values, migration 0032: a superset of
 * the values, so a yes is certain and a no only means the reports must be read).
 */
async function everyReportHolds(tx: Database, area: AreaKey, term: string): Promise<boolean> {
  const t = reportFieldValues;
  const fields = await tx
    .select({ field: t.field })
    .from(t)
    .where(eq(t.area, area))
    .groupBy(t.field)
    .having(sql`bool_and(${contains(sql`${t.value}`, term)})`)
    .limit(1);
  return fields.length > 0;
}

/**
 * The count and totals of a search (within dates or not), from the reports' searched texts and sums in
 * cents (report_search, migration 0027): the same condition over the same text, on a tenth of the bytes.
 * A term every report holds (`void`, a status each has) is counted as the days alone.
 */
async function countBySearch(tx: Database, area: AreaKey, view: ReportView): Promise<ViewCount> {
  const { searchTerm } = canonicalFilters(view.filters);
  if (await everyReportHolds(tx, area, searchTerm)) return countByDays(tx, area, view);
  const t = reportSearch;
  const [sums] = await tx
    .select(centsSummed(sql<number>`count(*)::int`, t))
    .from(t)
    .where(inAreaAndDays(t, area, view, contains(sql`${t.search}`, searchTerm)));
  return sums;
}

/** Keeps a count per revision tag and filters (revisions/answerCache.ts), computing it with `count` once. */
export type KeptCount = (tag: string, filters: string, count: () => Promise<ViewCount>) => Promise<ViewCount>;

/** Totals in cents (contract toCents), so the order PostgreSQL adds in cannot change a total. */
const cents = (value: SQL) => sql<number>`coalesce(sum(floor(${value} * 100 + 0.5)), 0)::float8`;

/**
 * What a view's transaction sets for itself (and a lane's count of it), for that transaction only.
 * A broad search's matches fit an exact bitmap (the default 4 MB turns lossy at 1,000,000 reports and
 * rechecks whole pages: 0.63 s against 0.49 s for a term in 8 % of them). No parallel helpers: each is
 * a new server process, whose first touch of each page of PostgreSQL's shared cache costs it more than
 * reading the page (on this 2-core VM a count at 1,000,000 reports took 0.25-0.64 s with two helpers,
 * 56-113 ms without on a connection that had counted before, three counts at once).
 */
async function viewSettings(q: Database): Promise<void> {
  await q.execute(sql`SET LOCAL work_mem = '32MB'`);
  await q.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
}

/** A view's count and totals in cents, read on `q`. */
async function countView(q: Database, area: AreaKey, view: ReportView, where: SQL): Promise<ViewCount> {
  if (datesOnly(view)) return countByDays(q, area, view);
  if (searchOnly(view)) return countBySearch(q, area, view);
  const [sums] = await q
    .select({
      total: sql<number>`count(*)::int`,
      pl: cents(sql`${reports.viewPlSum}`),
      stack: cents(sql`${reports.viewStackSum}`),
      acBalance: cents(sql`${reports.acBalance}`),
      afterVoidBalance: cents(sql`${reports.afterVoidBalance}`),
    })
    .from(reports)
    .where(where);
  return sums;
}

/**
 * The view's page, count and totals in one read-only snapshot. The page's ids come first (pageIds),
 * then only those rows are read: page 500 reads 10,000 index entries, not 10,000 reports.
 */
export function reportView(
  db: Database,
  area: AreaKey,
  view: ReportView,
  /** db/pageWalk.ts's limit; tests force either way of reading the page's ids. */
  walkLimit = WALK_LIMIT,
  /** Where counts are kept: the same filters at the same revision are counted once, whatever the page. */
  keptCount?: KeptCount,
  /** Connections kept for counts (db/countLane.ts): a count that reads the list runs there if one comes free in time. */
  lane?: CountLane,
): Promise<ViewAnswer> {
  const where = viewWhere(area, view);
  return db.transaction(
    async (tx) => {
      await viewSettings(tx);
      // The revision this snapshot reads: equal revisions hold the same reports (every write bumps it in
      // its own transaction), so a count kept at it, or made by a lane at it, is this snapshot's count.
      const tag = keptCount || lane ? await revisionTag(tx, area, 'reports') : '';
      const onLane = () =>
        lane && !datesOnly(view)
          ? lane.run(
              (q) => revisionTag(q, area, 'reports'),
              tag,
              async (q) => {
                await viewSettings(q);
                return countView(q, area, view, where);
              },
            )
          : null;
      const countNow = async () => (await onLane()) ?? countView(tx, area, view, where);
      const sums = keptCount
        ? await keptCount(tag, JSON.stringify(filtersToQuery(view.filters)), countNow)
        : await countNow();
      const { total, ...inCents } = sums;
      const page = clampPage(view.page, pageCount(total, view.pageSize));
      const ids = total === 0 ? [] : await pageIds(tx, area, where, view, page, total, walkLimit);
      const order = ids.map(({ id }) => id);
      const rows = order.length ? await tx.select(reportColumns).from(reports).where(inArray(reports.id, order)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const totals = Object.fromEntries(
        Object.entries(inCents).map(([key, value]) => [key, Number(value) / 100]),
      ) as unknown as ReportTotals;
      return { data: order.map((id) => toWire(byId.get(id)!)), page, total, totals };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
