import type { Report } from './types';

/**
 * Reports laid out for fast filtering (see query.ts): one column per filtered field, in list order.
 * Text columns are one long lowercased string per field with the reports separated by a character
 * nobody types, so a text filter is a run of native `indexOf` calls over contiguous memory instead of
 * 100,000 small string searches scattered over the heap.
 */
export interface TextColumn {
  text: string;
  /** Where each report's part starts in `text`; one extra entry marks the end. */
  starts: Int32Array;
}

export const TEXT_COLUMNS = ['search', 'userName', 'agent', 'origin', 'events', 'markets', 'remark', 'sports'] as const;
export type TextColumnName = (typeof TEXT_COLUMNS)[number];

export const EXACT_COLUMNS = ['catchBy', 'proofType', 'proofStatus', 'voidStatus'] as const;
export type ExactColumnName = (typeof EXACT_COLUMNS)[number];

export interface ReportIndex {
  readonly reports: readonly Report[];
  readonly size: number;
  /** The date as the number YYYYMMDD (0 when missing). */
  readonly day: Int32Array;
  readonly textColumns: Record<TextColumnName, TextColumn>;
  readonly exact: Record<ExactColumnName, readonly string[]>;
  readonly plSum: Float64Array;
  readonly stackSum: Float64Array;
  readonly acBalance: Float64Array;
  readonly afterVoidBalance: Float64Array;
  /** Every original's P&L, every bet's odds and stack, per report. */
  readonly pls: readonly number[][];
  readonly odds: readonly number[][];
  readonly stacks: readonly number[][];
  /** Sort orders computed so far, by `key:direction`. */
  readonly orders: Map<string, Int32Array>;
}

/** Separates reports (and list entries) inside a text column. */
export const SEPARATOR = '\u0001';

function textColumn(original: string[]): TextColumn {
  // Lowercased part by part: lowercasing can change a text's length, and the offsets must match.
  const parts = original.map((part) => part.toLowerCase());
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  for (let i = 0; i < parts.length; i += 1) {
    starts[i] = offset;
    offset += parts[i].length + 1;
  }
  starts[parts.length] = offset;
  return { text: `${parts.join(SEPARATOR)}${SEPARATOR}`, starts };
}

const dayNumber = (date: string) => Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10)) || 0;

/** Prepares a list for filtering; call once per list (a new list after a change). */
export function indexReports(reports: readonly Report[]): ReportIndex {
  const size = reports.length;
  const parts: Record<TextColumnName, string[]> = {
    search: [],
    userName: [],
    agent: [],
    origin: [],
    events: [],
    markets: [],
    remark: [],
    sports: [],
  };
  const exact: Record<ExactColumnName, string[]> = { catchBy: [], proofType: [], proofStatus: [], voidStatus: [] };
  const day = new Int32Array(size);
  const plSum = new Float64Array(size);
  const stackSum = new Float64Array(size);
  const acBalance = new Float64Array(size);
  const afterVoidBalance = new Float64Array(size);
  const pls: number[][] = [];
  const odds: number[][] = [];
  const stacks: number[][] = [];

  reports.forEach((report, i) => {
    const sports: string[] = [];
    const events: string[] = [];
    const markets: string[] = [];
    const reportPls: number[] = [];
    const reportOdds: number[] = [];
    const reportStacks: number[] = [];
    for (const original of report.originals) {
      sports.push(...original.sportNames);
      events.push(...original.eventNames);
      markets.push(...original.marketNames);
      reportPls.push(original.pl);
      plSum[i] += original.pl;
      for (const bet of original.betDetails) {
        reportOdds.push(bet.odds);
        reportStacks.push(bet.stack);
        stackSum[i] += bet.stack;
      }
    }
    const eventText = events.join(SEPARATOR);
    const marketText = markets.join(SEPARATOR);
    parts.userName.push(report.userName);
    parts.agent.push(report.agent);
    parts.origin.push(report.origin);
    parts.events.push(eventText);
    parts.markets.push(marketText);
    parts.remark.push(report.remark);
    // Wrapped in separators so a sport is found whole: `\u0001cricket\u0001`.
    parts.sports.push(`${SEPARATOR}${sports.join(SEPARATOR)}${SEPARATOR}`);
    parts.search.push(
      [
        report.userName,
        report.agent,
        report.origin,
        sports.join(SEPARATOR),
        eventText,
        marketText,
        report.catchBy,
        report.proofType,
        report.proofStatus,
        report.voidStatus,
        report.remark,
      ].join(SEPARATOR),
    );
    for (const name of EXACT_COLUMNS) exact[name].push(report[name]);
    day[i] = dayNumber(report.date);
    acBalance[i] = report.acBalance;
    afterVoidBalance[i] = report.afterVoidBalance;
    pls.push(reportPls);
    odds.push(reportOdds);
    stacks.push(reportStacks);
  });

  const textColumns = Object.fromEntries(TEXT_COLUMNS.map((name) => [name, textColumn(parts[name])])) as Record<
    TextColumnName,
    TextColumn
  >;
  return {
    reports,
    size,
    day,
    textColumns,
    exact,
    plSum,
    stackSum,
    acBalance,
    afterVoidBalance,
    pls,
    odds,
    stacks,
    orders: new Map(),
  };
}

/**
 * Counts one hit for every report whose part of the column contains `term` (already lowercased).
 * After a match the search jumps to the next report, so each report counts once.
 */
export function markText(column: TextColumn, term: string, hits: Uint8Array): void {
  const { text, starts } = column;
  let report = 0;
  let position = text.indexOf(term);
  while (position !== -1) {
    while (starts[report + 1] <= position) report += 1;
    hits[report] += 1;
    position = text.indexOf(term, starts[report + 1]);
  }
}
