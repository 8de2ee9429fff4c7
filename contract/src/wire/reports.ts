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
