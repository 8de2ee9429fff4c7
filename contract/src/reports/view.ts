import type { Static } from 'typebox';
import type { ReportTotalsRecord } from '../wire/reports';
import { filtersFromQuery, filtersToQuery, type ReportFilters } from './filters';
import { REPORT_COLUMNS } from './columns';
import type { ReportColumnKey } from './types';
import type { SortDirection } from '../paging';

/**
 * One view of a report list (what the page shows): filters, search, sort and page. It is answered by
 * two engines that must agree row for row: the browser's index of the whole list (query.ts) and SQL on
 * the server (`GET {base}/view`, api/src/reports/view.ts). This module is what they share: the view's
 * one spelling on the wire, the case folding, the reading of a min/max bound and the cents the totals
 * are summed in. The property test (api/src/reports/viewEngines.test.ts) runs random views through both.
 */
export interface ReportSort {
  key: ReportColumnKey;
  direction: SortDirection;
}

export interface ReportView {
  filters: ReportFilters;
  sort: ReportSort | null;
  /** 1-based; a page past the last shows the last. */
  page: number;
  pageSize: number;
}

export type ReportTotals = Static<typeof ReportTotalsRecord>;

/**
 * Letters whose lowercase Unicode 17 added (Node 20's ICU knows them, PostgreSQL 18's tables, Unicode
 * 16, do not): kept as written, so both engines fold every text alike.
 */
const NEWER_CASES = /[\uA7CE\uA7D2\uA7D4\u{16EA0}-\u{16EB8}]/u;
const OTHER_THAN_NEWER = /[^\uA7CE\uA7D2\uA7D4\u{16EA0}-\u{16EB8}]+/gu;

/**
 * The one case folding of searches and text sorts: JavaScript's `toLowerCase` (full Unicode mapping,
 * no locale, final sigma in context) as of Unicode 16. The server folds with PostgreSQL 18's
 * `lower(... COLLATE pg_unicode_fast)` (migration 0019, `report_fold`), the same rules from its own
 * tables; api/src/reports/folding.test.ts folds every code point, and texts chosen to differ elsewhere
 * (dotted I, final sigma, ß, Kelvin sign), both ways.
 */
export function foldCase(text: string): string {
  if (!NEWER_CASES.test(text)) return text.toLowerCase();
  return text.replace(OTHER_THAN_NEWER, (run) => run.toLowerCase());
}

/** A min/max bound as typed: empty or unreadable (`abc`, `Infinity`) is no bound. */
export function readBound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * An amount in whole cents, as the totals add it: the table shows 2 decimals, and sums of whole numbers
 * are exact whatever the order they are added in, so both engines (the browser adds in display order,
 * PostgreSQL in any) give the same total to the cent. `floor(x * 100 + 0.5)` is written the same way
 * in SQL (IEEE doubles on both sides).
 */
export const toCents = (amount: number): number => Math.floor(amount * 100 + 0.5);

/** The columns a list can be sorted by. */
const SORT_KEYS = new Set<string>(REPORT_COLUMNS.map((column) => column.key));

/**
 * The view's query string: the filters as the export spells them (trimmed, empty ones left out),
 * `sort` and `direction` when sorted, `page` and `pageSize`.
 */
export function viewToQuery(view: ReportView): Record<string, string> {
  return {
    ...filtersToQuery(view.filters),
    ...(view.sort ? { sort: view.sort.key, direction: view.sort.direction } : {}),
    page: String(view.page),
    pageSize: String(view.pageSize),
  };
}

const whole = (text: unknown, fallback: number) => {
  const value = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return value >= 1 ? value : fallback;
};

/** The reverse of viewToQuery; an unknown sort key is no sort, an unreadable page is page 1. */
export function viewFromQuery(query: Record<string, unknown>, defaultPageSize = 20): ReportView {
  const { sort, direction } = query;
  return {
    filters: filtersFromQuery(query),
    sort:
      typeof sort === 'string' && SORT_KEYS.has(sort)
        ? { key: sort as ReportColumnKey, direction: direction === 'desc' ? 'desc' : 'asc' }
        : null,
    page: whole(query.page, 1),
    pageSize: whole(query.pageSize, defaultPageSize),
  };
}

/**
 * The filters as both engines read them: exactly what the wire carries (every text trimmed, ranges
 * too), so the browser and the server never see two spellings of one view.
 */
export const canonicalFilters = (filters: ReportFilters): ReportFilters => filtersFromQuery(filtersToQuery(filters));
