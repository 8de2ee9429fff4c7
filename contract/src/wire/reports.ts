import { Type, type Static } from 'typebox';
import type { Report, ReportOptions, ReportTotals } from '../reports';

/*
 * The report calls' JSON, beside the spec's (turbo.md §7, forex.md §7). A report itself is declared by
 * the report rules (`Report`, normalised on both sides); these answers are not re-serialised through a
 * schema, so the report inside them is typed, not described.
 */

const day = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });

/** GET {base}/first-page: the default view's date range (inclusive; empty: no bound) and page size. */
export const FirstPageQuery = Type.Object({
  startDate: Type.Optional(day),
  endDate: Type.Optional(day),
  pageSize: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
});
export type FirstPageQuery = Static<typeof FirstPageQuery>;

export interface FirstPageAnswer {
  /** The page's reports, newest day first (ties in the list's order), as GET /all answers them. */
  data: Report[];
  /** How many reports the date range holds, and their totals (the table's footer). */
  total: number;
  totals: ReportTotals;
}

/**
 * GET {base}/view: one view of the list answered by SQL (spelled by viewToQuery: the filters as the
 * export spells them, `sort`, `direction`, `page`, `pageSize`). Only the fields checked here; the
 * filters are read by filtersFromQuery like the export's.
 */
export const ReportViewQuery = Type.Object({
  startDate: Type.Optional(day),
  endDate: Type.Optional(day),
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.String({ pattern: '^\\d{1,9}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
});
export type ReportViewQuery = Static<typeof ReportViewQuery>;

/** GET {base}/view: the rows of one page of the view, with the count and totals of the whole view. */
export interface ReportViewAnswer {
  /** The page's reports in display order, as GET /all answers them. */
  data: Report[];
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  /** How many reports the view holds, and their totals (the table's footer). */
  total: number;
  totals: ReportTotals;
  /**
   * Whether the page may load the whole list into the browser (GET {base}/columns): false above the
   * configured size (REPORT_BROWSER_LIST_MAX), where every view stays answered by this call.
   */
  wholeList: boolean;
}

/** POST {base}/create (201) and PUT {base}/:id: the stored report and the page's message. */
export interface ReportWriteAnswer {
  data: Report;
  message: string;
}

/** GET {base}/options. */
export interface ReportOptionsAnswer {
  data: ReportOptions;
}

/** A problem of one spreadsheet row (spec §3 "Import result"). */
export interface ImportProblem {
  sheetName: string;
  rowIndex: number | null;
  msg: string;
}

/** POST {base}/import: what was stored, and each row's problem; a refused file has `message` alone filled. */
export interface ImportAnswer {
  message: string;
  errors: ImportProblem[];
  blankRows: ImportProblem[];
  data: Report[];
}
