import type { Original, Report } from './types';

/**
 * Reports held as columns rather than 100,000 objects: numbers in typed arrays, repeated texts (origin,
 * Catch By, statuses, agents, sports, events, markets...) as small integers into one word list, the
 * originals and their bets as flat columns with start offsets. A few tens of MB instead of hundreds,
 * cheap to send between threads and to keep in IndexedDB; `reportAt` rebuilds one report when a page
 * shows it.
 */
export const CODED_FIELDS = [
  'agent',
  'origin',
  'catchBy',
  'proofType',
  'proofStatus',
  'voidStatus',
  'recordAddBy',
] as const;
export type CodedField = (typeof CODED_FIELDS)[number];

export const NAME_LISTS = ['sportNames', 'eventNames', 'marketNames'] as const;
export type NameList = (typeof NAME_LISTS)[number];

export interface ReportTable {
  readonly size: number;
  readonly id: readonly string[];
  /** The date as the number YYYYMMDD (0 when missing). */
  readonly day: Int32Array;
  readonly userName: readonly string[];
  readonly remark: readonly string[];
  readonly codes: Readonly<Record<CodedField, Int32Array>>;
  /** Every coded text, numbered in order of first appearance. */
  readonly words: readonly string[];
  readonly acBalance: Float64Array;
  readonly afterVoidBalance: Float64Array;
  /** '' when the report has none. */
  readonly createdAt: readonly string[];
  readonly updatedAt: readonly string[];
  /** The record's version (README "No lost update"), 0 when the report has none. */
  readonly version: Int32Array;
  /** Report i's originals are originalStart[i] .. originalStart[i + 1] - 1. */
  readonly originalStart: Int32Array;
  /** Per original: where its names start in `names[list]` (one extra entry marks the end), as word numbers. */
  readonly nameStart: Readonly<Record<NameList, Int32Array>>;
  readonly names: Readonly<Record<NameList, Int32Array>>;
  readonly pl: Float64Array;
  /** Per original: its bets are betStart[o] .. betStart[o + 1] - 1. */
  readonly betStart: Int32Array;
  readonly odds: Float64Array;
  readonly stack: Float64Array;
  readonly time: readonly string[];
}

/** A typed array that grows as values arrive (a list streams in blocks of unknown total size). */
class Growing<T extends Int32Array | Float64Array> {
  private data: T;
  length = 0;
  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  /** Appends every value at once (a received block's column). */
  pushAll(values: ArrayLike<number>) {
    const needed = this.length + values.length;
    if (needed > this.data.length) {
      const bigger = this.make(Math.max(needed, this.data.length * 2));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    this.data.set(values, this.length);
    this.length = needed;
  }
  /** The values as an array of exactly their length (a copy: the builder may go on growing). */
  done(): T {
    return this.data.slice(0, this.length) as T;
  }
}

const ints = () => new Growing((size) => new Int32Array(size));
const floats = () => new Growing((size) => new Float64Array(size));

export const dayNumber = (date: string) => Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10)) || 0;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const dayText = (day: number) =>
  day ? `${pad(Math.floor(day / 10000), 4)}-${pad(Math.floor(day / 100) % 100, 2)}-${pad(day % 100, 2)}` : '';

/** Texts numbered in order of first appearance. */
export class Words {
  readonly list: string[] = [];
  private readonly numbers = new Map<string, number>();

  /** The number of a text, given one when it is new. */
  of(text: string): number {
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.list.length;
      this.list.push(text);
      this.numbers.set(text, number);
    }
    return number;
  }

  /** Texts another side numbered: they take the next numbers, in order. */
  add(texts: readonly string[]) {
    for (const text of texts) this.of(text);
  }
}

/**
 * Collects reports into columns, one report at a time (`add`) or as the list call's blocks arrive
 * (reportBlocks.ts). `table()` answers the columns so far.
 */
export class ReportTableBuilder {
  size = 0;
  readonly id: string[] = [];
  readonly day = ints();
  readonly userName: string[] = [];
  readonly remark: string[] = [];
  readonly codes = Object.fromEntries(CODED_FIELDS.map((field) => [field, ints()])) as Record<
    CodedField,
    Growing<Int32Array>
  >;
  readonly acBalance = floats();
  readonly afterVoidBalance = floats();
  readonly createdAt: string[] = [];
  readonly updatedAt: string[] = [];
  readonly version = ints();
  readonly originalStart = ints();
  readonly nameStart = Object.fromEntries(NAME_LISTS.map((list) => [list, ints()])) as Record<
    NameList,
    Growing<Int32Array>
  >;
  readonly names = Object.fromEntries(NAME_LISTS.map((list) => [list, ints()])) as Record<
    NameList,
    Growing<Int32Array>
  >;
  readonly pl = floats();
  readonly betStart = ints();
  readonly odds = floats();
  readonly stack = floats();
  readonly time: string[] = [];

  /** `words` may be shared with other builders (the blocks of one stream number words across blocks). */
  constructor(readonly words = new Words()) {
    this.originalStart.push(0);
    for (const list of NAME_LISTS) this.nameStart[list].push(0);
    this.betStart.push(0);
  }

  add(report: Report) {
    this.size += 1;
    this.id.push(report._id);
    this.day.push(dayNumber(report.date));
    this.userName.push(report.userName);
    this.remark.push(report.remark);
    for (const field of CODED_FIELDS) this.codes[field].push(this.words.of(report[field]));
    this.acBalance.push(report.acBalance);
    this.afterVoidBalance.push(report.afterVoidBalance);
    this.createdAt.push(report.createdAt ?? '');
    this.updatedAt.push(report.updatedAt ?? '');
    this.version.push(report.version ?? 0);
    for (const original of report.originals) this.addOriginal(original);
    this.originalStart.push(this.pl.length);
  }

  private addOriginal(original: Original) {
    for (const list of NAME_LISTS) {
      for (const name of original[list]) this.names[list].push(this.words.of(name));
      this.nameStart[list].push(this.names[list].length);
    }
    this.pl.push(original.pl);
    for (const bet of original.betDetails) {
      this.odds.push(bet.odds);
      this.stack.push(bet.stack);
      this.time.push(bet.time);
    }
    this.betStart.push(this.odds.length);
  }

  table(): ReportTable {
    const done = <K extends string>(columns: Record<K, Growing<Int32Array>>) =>
      Object.fromEntries(
        Object.entries<Growing<Int32Array>>(columns).map(([key, column]) => [key, column.done()]),
      ) as Record<K, Int32Array>;
    return {
      size: this.size,
      id: this.id.slice(),
      day: this.day.done(),
      userName: this.userName.slice(),
      remark: this.remark.slice(),
      codes: done(this.codes),
      words: this.words.list.slice(),
      acBalance: this.acBalance.done(),
      afterVoidBalance: this.afterVoidBalance.done(),
      createdAt: this.createdAt.slice(),
      updatedAt: this.updatedAt.slice(),
      version: this.version.done(),
      originalStart: this.originalStart.done(),
      nameStart: done(this.nameStart),
      names: done(this.names),
      pl: this.pl.done(),
      betStart: this.betStart.done(),
      odds: this.odds.done(),
      stack: this.stack.done(),
      time: this.time.slice(),
    };
  }
}

/** The columns of a list of reports, in its order. */
export function tableOf(reports: readonly Report[]): ReportTable {
  const builder = new ReportTableBuilder();
  for (const report of reports) builder.add(report);
  return builder.table();
}

/** Report `i` of the table as the API sends it. */
export function reportAt(table: ReportTable, i: number): Report {
  const { words, codes } = table;
  const originals: Original[] = [];
  for (let o = table.originalStart[i]; o < table.originalStart[i + 1]; o += 1) {
    const namesOf = (list: NameList) =>
      Array.from(table.names[list].subarray(table.nameStart[list][o], table.nameStart[list][o + 1]), (w) => words[w]);
    const betDetails = [];
    for (let b = table.betStart[o]; b < table.betStart[o + 1]; b += 1)
      betDetails.push({ odds: table.odds[b], stack: table.stack[b], time: table.time[b] });
    originals.push({
      sportNames: namesOf('sportNames'),
      eventNames: namesOf('eventNames'),
      marketNames: namesOf('marketNames'),
      pl: table.pl[o],
      betDetails,
    });
  }
  return {
    _id: table.id[i],
    date: dayText(table.day[i]),
    userName: table.userName[i],
    agent: words[codes.agent[i]],
    origin: words[codes.origin[i]],
    originals,
    acBalance: table.acBalance[i],
    afterVoidBalance: table.afterVoidBalance[i],
    catchBy: words[codes.catchBy[i]],
    proofType: words[codes.proofType[i]],
    proofStatus: words[codes.proofStatus[i]],
    voidStatus: words[codes.voidStatus[i]],
    remark: table.remark[i],
    recordAddBy: words[codes.recordAddBy[i]],
    ...(table.createdAt[i] ? { createdAt: table.createdAt[i] } : {}),
    ...(table.updatedAt[i] ? { updatedAt: table.updatedAt[i] } : {}),
    ...(table.version[i] ? { version: table.version[i] } : {}),
  };
}
