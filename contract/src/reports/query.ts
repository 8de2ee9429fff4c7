import type { RangeFilter, ReportFilters } from './filters';
import { markText, SEPARATOR, type ReportIndex, type TextColumnName } from './reportIndex';
import { clampPage, pageCount, type SortDirection } from '../paging';
import type { Report, ReportColumnKey } from './types';

export { indexReports, type ReportIndex } from './reportIndex';

/**
 * Filtering, sorting, totals and paging of reports, done in the browser (spec §2) and by the export on
 * the server. Built for 100,000 reports: `indexReports` lays the reports out in columns once when the
 * list arrives, each sort order is computed once and cached, every filter counts hits per report in
 * one pass over its column, and one pass over the cached order keeps the reports hit by every filter
 * and sums the totals (see bench/reportsFilter.bench.ts).
 */

export interface ReportSort {
  key: ReportColumnKey;
  direction: SortDirection;
}

export interface ReportTotals {
  pl: number;
  stack: number;
  acBalance: number;
  afterVoidBalance: number;
}

type SortValue = string | number;

const lower = (value: string) => value.toLowerCase();

/** The value a column sorts by; list columns sort by their first value, P&L and stack by their sum. */
function sortValue(index: ReportIndex, position: number, key: ReportColumnKey): SortValue {
  const report = index.reports[position];
  const first = report.originals[0];
  const firstBet = first?.betDetails[0];
  switch (key) {
    case 'date':
      return index.day[position];
    case 'sportNames':
      return lower(first?.sportNames[0] ?? '');
    case 'eventNames':
      return lower(first?.eventNames[0] ?? '');
    case 'marketNames':
      return lower(first?.marketNames[0] ?? '');
    case 'pl':
      return index.plSum[position];
    case 'odds':
      return firstBet?.odds ?? 0;
    case 'stack':
      return index.stackSum[position];
    case 'time':
      return firstBet?.time ?? '';
    case 'acBalance':
      return report.acBalance;
    case 'afterVoidBalance':
      return report.afterVoidBalance;
    default:
      return lower(report[key]);
  }
}

/**
 * Positions of the reports in display order. Ties keep the list's order in both directions. Plain
 * comparison, not locale collation: collating 100,000 texts on every sort is too slow to feel instant.
 */
export function sortOrder(index: ReportIndex, sort: ReportSort | null): Int32Array {
  const cacheKey = sort ? `${sort.key}:${sort.direction}` : '';
  const cached = index.orders.get(cacheKey);
  if (cached) return cached;
  const order = new Int32Array(index.size);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  if (sort) {
    const values = Array.from(order, (position) => sortValue(index, position, sort.key));
    const sign = sort.direction === 'asc' ? 1 : -1;
    order.sort((a, b) => {
      const x = values[a];
      const y = values[b];
      if (x < y) return -sign;
      if (x > y) return sign;
      return a - b;
    });
  }
  index.orders.set(cacheKey, order);
  return order;
}

function readBound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const dayNumber = (date: string) => Number(date.replace(/-/g, '')) || 0;

const TEXT_FILTERS: ReadonlyArray<[keyof ReportFilters & string, TextColumnName]> = [
  ['searchTerm', 'search'],
  ['userName', 'userName'],
  ['agent', 'agent'],
  ['origin', 'origin'],
  ['eventName', 'events'],
  ['marketName', 'markets'],
  ['remark', 'remark'],
];

const EXACT_FILTERS = ['catchBy', 'proofType', 'proofStatus', 'voidStatus'] as const;

/**
 * Adds one hit per filter a report passes, and answers how many filters are in use: a report is kept
 * when its hits equal that count.
 */
function countHits(index: ReportIndex, filters: ReportFilters, hits: Uint8Array): number {
  let used = 0;
  const { size } = index;

  const start = filters.startDate ? dayNumber(filters.startDate) : 0;
  const end = filters.endDate ? dayNumber(filters.endDate) : 0;
  if (start || end) {
    used += 1;
    const last = end || Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < size; i += 1) if (index.day[i] >= start && index.day[i] <= last) hits[i] += 1;
  }
  for (const [filter, column] of TEXT_FILTERS) {
    const term = lower((filters[filter] as string).trim());
    if (!term) continue;
    used += 1;
    markText(index.textColumns[column], term, hits);
  }
  if (filters.sportName) {
    used += 1;
    markText(index.textColumns.sports, lower(`${SEPARATOR}${filters.sportName}${SEPARATOR}`), hits);
  }
  for (const filter of EXACT_FILTERS) {
    const wanted = filters[filter];
    if (!wanted) continue;
    used += 1;
    const column = index.exact[filter];
    for (let i = 0; i < size; i += 1) if (column[i] === wanted) hits[i] += 1;
  }
  used += countRangeHits(index, filters, hits);
  return used;
}

const LIST_RANGES = { pl: 'pls', odds: 'odds', stack: 'stacks' } as const;
const VALUE_RANGES = { acBalance: 'acBalance', afterVoidBalance: 'afterVoidBalance' } as const;

/** Min/max filters: P&L, odds and stack match when any original or bet is in range. */
function countRangeHits(index: ReportIndex, filters: ReportFilters, hits: Uint8Array): number {
  let used = 0;
  const ranges: RangeFilter[] = ['pl', 'odds', 'stack', 'acBalance', 'afterVoidBalance'];
  for (const key of ranges) {
    const min = readBound(filters[key].min) ?? -Infinity;
    const max = readBound(filters[key].max) ?? Infinity;
    if (min === -Infinity && max === Infinity) continue;
    used += 1;
    if (key === 'acBalance' || key === 'afterVoidBalance') {
      const column = index[VALUE_RANGES[key]];
      for (let i = 0; i < index.size; i += 1) if (column[i] >= min && column[i] <= max) hits[i] += 1;
    } else {
      const lists = index[LIST_RANGES[key]];
      for (let i = 0; i < index.size; i += 1) if (lists[i].some((value) => value >= min && value <= max)) hits[i] += 1;
    }
  }
  return used;
}

export interface ReportQueryResult {
  /** Positions (into index.reports) of the matching reports, in display order. */
  matches: Int32Array;
  /** Totals over every matching report, not only the page. */
  totals: ReportTotals;
}

/** The reports the filters let through, in the sort's order, with their totals. */
export function queryReports(index: ReportIndex, filters: ReportFilters, sort: ReportSort | null): ReportQueryResult {
  const order = sortOrder(index, sort);
  const hits = new Uint8Array(index.size);
  const used = countHits(index, filters, hits);
  const matches = new Int32Array(order.length);
  let pl = 0;
  let stack = 0;
  let acBalance = 0;
  let afterVoidBalance = 0;
  let count = 0;
  for (let j = 0; j < order.length; j += 1) {
    const i = order[j];
    if (hits[i] !== used) continue;
    matches[count] = i;
    count += 1;
    pl += index.plSum[i];
    stack += index.stackSum[i];
    acBalance += index.acBalance[i];
    afterVoidBalance += index.afterVoidBalance[i];
  }
  return { matches: matches.subarray(0, count), totals: { pl, stack, acBalance, afterVoidBalance } };
}

/** The reports of one page (1-based), clamped to the last page. */
export function pageOfReports(index: ReportIndex, matches: Int32Array, page: number, pageSize: number): Report[] {
  const first = (clampPage(page, pageCount(matches.length, pageSize)) - 1) * pageSize;
  return Array.from(matches.subarray(first, first + pageSize), (position) => index.reports[position]);
}
