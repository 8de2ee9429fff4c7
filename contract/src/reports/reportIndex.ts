import { tableOf, type ReportTable } from './reportTable';
import type { Report } from './types';
import { foldCase } from './view';

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

export interface ReportIndex {
  /** The reports themselves, as columns (reportAt rebuilds one). */
  readonly table: ReportTable;
  readonly size: number;
  readonly textColumns: Record<TextColumnName, TextColumn>;
  readonly plSum: Float64Array;
  readonly stackSum: Float64Array;
  /** Sort orders computed so far, by `key:direction`. */
  readonly orders: Map<string, Int32Array>;
}

/** Separates reports (and list entries) inside a text column. */
export const SEPARATOR = '\u0001';

/** A column of parts already folded: lowercasing can change a text's length, and the offsets must match. */
function textColumn(parts: string[]): TextColumn {
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  for (let i = 0; i < parts.length; i += 1) {
    starts[i] = offset;
    offset += parts[i].length + 1;
  }
  starts[parts.length] = offset;
  return { text: `${parts.join(SEPARATOR)}${SEPARATOR}`, starts };
}

/**
 * Prepares a list held as columns for filtering; once per list (a new one after a change). Each text is
 * folded once: a word (agent, origin, names, statuses) once for the whole list, a user name and a remark
 * once for their column and the search text both. The separator is no letter and no case-ignorable
 * character, so no folding context (the final sigma) crosses it: the parts folded and then joined are
 * the joined text folded.
 */
export function indexTable(table: ReportTable): ReportIndex {
  const { size, codes, originalStart, names, nameStart, betStart } = table;
  const words = table.words.map(foldCase);
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
  const plSum = new Float64Array(size);
  const stackSum = new Float64Array(size);
  const namesOf = (list: 'sportNames' | 'eventNames' | 'marketNames', first: number, end: number) => {
    const found: string[] = [];
    for (let n = nameStart[list][first]; n < nameStart[list][end]; n += 1) found.push(words[names[list][n]]);
    return found.join(SEPARATOR);
  };

  for (let i = 0; i < size; i += 1) {
    const first = originalStart[i];
    const end = originalStart[i + 1];
    for (let o = first; o < end; o += 1) plSum[i] += table.pl[o];
    for (let b = betStart[first]; b < betStart[end]; b += 1) stackSum[i] += table.stack[b];
    const sports = namesOf('sportNames', first, end);
    const events = namesOf('eventNames', first, end);
    const markets = namesOf('marketNames', first, end);
    const agent = words[codes.agent[i]];
    const origin = words[codes.origin[i]];
    const userName = foldCase(table.userName[i]);
    const remark = foldCase(table.remark[i]);
    parts.userName.push(userName);
    parts.agent.push(agent);
    parts.origin.push(origin);
    parts.events.push(events);
    parts.markets.push(markets);
    parts.remark.push(remark);
    // Wrapped in separators so a sport is found whole: `\u0001cricket\u0001`.
    parts.sports.push(`${SEPARATOR}${sports}${SEPARATOR}`);
    parts.search.push(
      [
        userName,
        agent,
        origin,
        sports,
        events,
        markets,
        words[codes.catchBy[i]],
        words[codes.proofType[i]],
        words[codes.proofStatus[i]],
        words[codes.voidStatus[i]],
        remark,
      ].join(SEPARATOR),
    );
  }

  const textColumns = Object.fromEntries(TEXT_COLUMNS.map((name) => [name, textColumn(parts[name])])) as Record<
    TextColumnName,
    TextColumn
  >;
  return { table, size, textColumns, plSum, stackSum, orders: new Map() };
}

/** Prepares a list of report objects (the API's export, tests) for filtering. */
export function indexReports(reports: readonly Report[]): ReportIndex {
  return indexTable(tableOf(reports));
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
