import type { RangeFilter, ReportFilters } from './filters';
import { markText, SEPARATOR, type ReportIndex, type TextColumnName } from './reportIndex';
import { reportAt, type NameList } from './reportTable';
import { clampPage, pageCount } from '../paging';
import type { Report, ReportColumnKey } from './types';
import { canonicalFilters, foldCase, readBound, toCents, type ReportSort, type ReportTotals } from './view';

export { indexReports, indexTable, type ReportIndex } from './reportIndex';

/**
 * Filtering, sorting, totals and paging of reports, done in the browser (spec §2) and by the export on
 * the server. Built for 100,000 reports: `indexReports` lays the reports out in columns once when the
 * list arrives, each sort order is computed once and cached, every filter counts hits per report in
 * one pass over its column, and one pass over the cached order keeps the reports hit by every filter
 * and sums the totals (see bench/reportsFilter.bench.ts).
 */

type SortValue = string | number;

const lower = foldCase;

/** The value a column sorts by; list columns sort by their first value, P&L and stack by their sum. */
function sortValue(index: ReportIndex, position: number, key: ReportColumnKey): SortValue {
  const { table } = index;
  const { words, codes } = table;
  const first = table.originalStart[position];
  const hasOriginal = first < table.originalStart[position + 1];
  const firstBet = hasOriginal && table.betStart[first] < table.betStart[first + 1] ? table.betStart[first] : -1;
  const firstName = (list: NameList) =>
    hasOriginal && table.nameStart[list][first] < table.nameStart[list][first + 1]
      ? lower(words[table.names[list][table.nameStart[list][first]]])
      : '';
  switch (key) {
    case 'date':
      return table.day[position];
    case 'sportNames':
    case 'eventNames':
    case 'marketNames':
      return firstName(key);
    case 'pl':
      return index.plSum[position];
    case 'odds':
      return firstBet < 0 ? 0 : table.odds[firstBet];
    case 'stack':
      return index.stackSum[position];
    case 'time':
      return firstBet < 0 ? '' : table.time[firstBet];
    case 'acBalance':
    case 'afterVoidBalance':
      return table[key][position];
    case 'userName':
    case 'remark':
      return lower(table[key][position]);
    default:
      return lower(words[codes[key][position]]);
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

const dayNumber = (date: string) => Number(date.replace(/-/g, '')) || 0;

const TEXT_FILTERS: ReadonlyArray<[keyof ReportFilters, TextColumnName]> = [
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
    const { day } = index.table;
    for (let i = 0; i < size; i += 1) if (day[i] >= start && day[i] <= last) hits[i] += 1;
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
    // The same text is the same word: one number to compare (none when no report holds the text).
    const word = index.table.words.indexOf(wanted);
    if (word < 0) continue;
    const column = index.table.codes[filter];
    for (let i = 0; i < size; i += 1) if (column[i] === word) hits[i] += 1;
  }
  used += countRangeHits(index, filters, hits);
  return used;
}

/** Min/max filters: P&L, odds and stack match when any original or bet is in range. */
function countRangeHits(index: ReportIndex, filters: ReportFilters, hits: Uint8Array): number {
  const { table, size } = index;
  const { originalStart, betStart } = table;
  let used = 0;
  const ranges: RangeFilter[] = ['pl', 'odds', 'stack', 'acBalance', 'afterVoidBalance'];
  for (const key of ranges) {
    const min = readBound(filters[key].min) ?? -Infinity;
    const max = readBound(filters[key].max) ?? Infinity;
    if (min === -Infinity && max === Infinity) continue;
    used += 1;
    const within = (value: number) => value >= min && value <= max;
    for (let i = 0; i < size; i += 1) {
      if (key === 'acBalance' || key === 'afterVoidBalance') {
        if (within(table[key][i])) hits[i] += 1;
        continue;
      }
      // P&L per original; odds and stack per bet of any original of the report.
      const [values, from, to] =
        key === 'pl'
          ? [table.pl, originalStart[i], originalStart[i + 1]]
          : [table[key], betStart[originalStart[i]], betStart[originalStart[i + 1]]];
      for (let v = from; v < to; v += 1) {
        if (within(values[v])) {
          hits[i] += 1;
          break;
        }
      }
    }
  }
  return used;
}

export interface ReportQueryResult {
  /** Positions (into the indexed list) of the matching reports, in display order. */
  matches: Int32Array;
  /** Totals over every matching report, not only the page. */
  totals: ReportTotals;
}

/**
 * The reports the filters let through, in the sort's order, with their totals (summed in cents: see
 * toCents). The filters are read as the wire carries them (canonicalFilters), as the server reads them.
 */
export function queryReports(index: ReportIndex, filters: ReportFilters, sort: ReportSort | null): ReportQueryResult {
  const order = sortOrder(index, sort);
  const hits = new Uint8Array(index.size);
  const used = countHits(index, canonicalFilters(filters), hits);
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
    pl += toCents(index.plSum[i]);
    stack += toCents(index.stackSum[i]);
    acBalance += toCents(index.table.acBalance[i]);
    afterVoidBalance += toCents(index.table.afterVoidBalance[i]);
  }
  const totals = {
    pl: pl / 100,
    stack: stack / 100,
    acBalance: acBalance / 100,
    afterVoidBalance: afterVoidBalance / 100,
  };
  return { matches: matches.subarray(0, count), totals };
}

/** The reports of one page (1-based), clamped to the last page. */
export function pageOfReports(index: ReportIndex, matches: Int32Array, page: number, pageSize: number): Report[] {
  const first = (clampPage(page, pageCount(matches.length, pageSize)) - 1) * pageSize;
  return Array.from(matches.subarray(first, first + pageSize), (position) => reportAt(index.table, position));
}
