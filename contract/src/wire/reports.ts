import { Type, type Static } from 'typebox';

/*
 * The report calls' JSON, beside the spec's (turbo.md §7, forex.md §7). The API serialises its answers
 * through these schemas (only these fields leave the server); the report rules
 * (`@console/contract/reports`) derive their Report, Original and BetDetail types from them.
 */

/** One bet of an original: odds and stack as numbers, time of day as HH:MM:SS. */
export const BetDetailRecord = Type.Object({ odds: Type.Number(), stack: Type.Number(), time: Type.String() });

/** One original (the caught bet group) of a report. */
export const OriginalRecord = Type.Object({
  sportNames: Type.Array(Type.String()),
  eventNames: Type.Array(Type.String()),
  marketNames: Type.Array(Type.String()),
  pl: Type.Number(),
  betDetails: Type.Array(BetDetailRecord),
});

/** A report as the API sends it (spec §3: Report / Forex report). */
export const ReportRecord = Type.Object({
  _id: Type.String(),
  /** Calendar day, YYYY-MM-DD. */
  date: Type.String(),
  userName: Type.String(),
  agent: Type.String(),
  origin: Type.String(),
  originals: Type.Array(OriginalRecord),
  /** Before Void Balance. */
  acBalance: Type.Number(),
  afterVoidBalance: Type.Number(),
  catchBy: Type.String(),
  proofType: Type.String(),
  proofStatus: Type.String(),
  voidStatus: Type.String(),
  remark: Type.String(),
  recordAddBy: Type.String(),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
  /** Bumped by each write; sent back in If-Match (versions.ts). */
  version: Type.Optional(Type.Number()),
});

/** The sums of a list's amounts (the table's footer). */
export const ReportTotalsRecord = Type.Object({
  pl: Type.Number(),
  stack: Type.Number(),
  acBalance: Type.Number(),
  afterVoidBalance: Type.Number(),
});

/** GET {base}/all: the whole list. */
export const ReportListAnswer = Type.Object({ data: Type.Array(ReportRecord) });
export type ReportListAnswer = Static<typeof ReportListAnswer>;

const day = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });

/** GET {base}/first-page: the default view's date range (inclusive; empty: no bound) and page size. */
export const FirstPageQuery = Type.Object({
  startDate: Type.Optional(day),
  endDate: Type.Optional(day),
  pageSize: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
});
export type FirstPageQuery = Static<typeof FirstPageQuery>;

export const FirstPageAnswer = Type.Object({
  /** The page's reports, newest day first (ties in the list's order), as GET /all answers them. */
  data: Type.Array(ReportRecord),
  /** How many reports the date range holds, and their totals (the table's footer). */
  total: Type.Number(),
  totals: ReportTotalsRecord,
});
export type FirstPageAnswer = Static<typeof FirstPageAnswer>;

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
export const ReportViewAnswer = Type.Object({
  /** The page's reports in display order, as GET /all answers them. */
  data: Type.Array(ReportRecord),
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: Type.Number(),
  /** How many reports the view holds, and their totals (the table's footer). */
  total: Type.Number(),
  totals: ReportTotalsRecord,
  /**
   * Whether the page may load the whole list into the browser (GET {base}/columns): false above the
   * configured size (REPORT_BROWSER_LIST_MAX), where every view stays answered by this call.
   */
  wholeList: Type.Boolean(),
});
export type ReportViewAnswer = Static<typeof ReportViewAnswer>;

/** POST {base}/create (201) and PUT {base}/:id: the stored report and the page's message. */
export const ReportWriteAnswer = Type.Object({ data: ReportRecord, message: Type.String() });
export type ReportWriteAnswer = Static<typeof ReportWriteAnswer>;

/** GET {base}/options: the lists the server validates against (Catch By: Agent and the configured staff). */
export const ReportOptionsAnswer = Type.Object({ data: Type.Object({ catchBy: Type.Array(Type.String()) }) });
export type ReportOptionsAnswer = Static<typeof ReportOptionsAnswer>;

/** A problem of one spreadsheet row (spec §3 "Import result"). */
export const ImportProblem = Type.Object({
  sheetName: Type.String(),
  rowIndex: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  msg: Type.String(),
});
export type ImportProblem = Static<typeof ImportProblem>;

const importFields = {
  message: Type.String(),
  errors: Type.Array(ImportProblem),
  blankRows: Type.Array(ImportProblem),
  data: Type.Array(ReportRecord),
};

/** POST {base}/import: what was stored, and each row's problem; a refused file has `message` alone filled. */
export const ImportAnswer = Type.Object(importFields);
export type ImportAnswer = Static<typeof ImportAnswer>;

/** POST {base}/import refused: a refused file's ImportAnswer, or any other refusal's `{message}`. */
export const ImportRefusalAnswer = Type.Object({
  message: importFields.message,
  field: Type.Optional(Type.String()),
  errors: Type.Optional(importFields.errors),
  blankRows: Type.Optional(importFields.blankRows),
  data: Type.Optional(importFields.data),
});
