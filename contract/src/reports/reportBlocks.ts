import { CODED_FIELDS, NAME_LISTS, ReportTableBuilder, Words, type CodedField, type NameList } from './reportTable';
import type { Report } from './types';

/**
 * The reports call `GET {base}/columns` streams a list as lines of JSON (NDJSON): a head, blocks of
 * reports in columns (reportTable.ts) and an end line, so a reader can index the list as it arrives
 * and knows a list cut short from a whole one. Repeated texts travel once: each block carries the words
 * it adds, and its coded columns number words in order of first appearance over the whole stream.
 */
export interface ReportStreamHead {
  kind: 'head';
  /** The list's revision (the answer's ETag). */
  revision: string;
  count: number;
}

export interface ReportBlock {
  kind: 'block';
  /** Words first used in this block, numbered after every word of the earlier blocks. */
  words: string[];
  id: string[];
  /** YYYYMMDD, 0 when missing. */
  day: number[];
  userName: string[];
  remark: string[];
  codes: Record<CodedField, number[]>;
  acBalance: number[];
  afterVoidBalance: number[];
  createdAt: string[];
  updatedAt: string[];
  /** Per report: its version (the form sends it back in If-Match); absent from blocks made before it. */
  version?: number[];
  /** Per report: how many originals it has. */
  originals: number[];
  /** Per original: how many names of each list, then the names (word numbers) one original after another. */
  nameCounts: Record<NameList, number[]>;
  names: Record<NameList, number[]>;
  pl: number[];
  /** Per original: how many bets. */
  bets: number[];
  odds: number[];
  stack: number[];
  time: string[];
}

export interface ReportStreamEnd {
  kind: 'end';
  count: number;
}

export type ReportStreamLine = ReportStreamHead | ReportBlock | ReportStreamEnd;

/** Differences of consecutive offsets: the sizes the offsets describe. */
function counts(starts: Int32Array): number[] {
  const sizes: number[] = [];
  for (let i = 1; i < starts.length; i += 1) sizes.push(starts[i] - starts[i - 1]);
  return sizes;
}

/** Writes one stream's blocks: keeps the words already sent, so each block carries only new ones. */
export class ReportBlockWriter {
  private readonly words = new Words();

  block(reports: readonly Report[]): ReportBlock {
    const known = this.words.list.length;
    const b = new ReportTableBuilder(this.words);
    for (const report of reports) b.add(report);
    const t = b.table();
    const list = (values: Int32Array | Float64Array) => Array.from(values);
    return {
      kind: 'block',
      words: this.words.list.slice(known),
      id: t.id as string[],
      day: list(t.day),
      userName: t.userName as string[],
      remark: t.remark as string[],
      codes: Object.fromEntries(CODED_FIELDS.map((field) => [field, list(t.codes[field])])) as Record<
        CodedField,
        number[]
      >,
      acBalance: list(t.acBalance),
      afterVoidBalance: list(t.afterVoidBalance),
      createdAt: t.createdAt as string[],
      updatedAt: t.updatedAt as string[],
      version: list(t.version),
      originals: counts(t.originalStart),
      nameCounts: Object.fromEntries(NAME_LISTS.map((name) => [name, counts(t.nameStart[name])])) as Record<
        NameList,
        number[]
      >,
      names: Object.fromEntries(NAME_LISTS.map((name) => [name, list(t.names[name])])) as Record<NameList, number[]>,
      pl: list(t.pl),
      bets: counts(t.betStart),
      odds: list(t.odds),
      stack: list(t.stack),
      time: t.time as string[],
    };
  }

  /**
   * Numbers the words of a block another side encoded (api/src/reports/blockColumns.ts), listed in the
   * order the block first uses them, as `block` would: each one's number in this stream, and the words
   * new to it (the block's `words`).
   */
  number(texts: readonly string[]): { numbers: number[]; words: string[] } {
    const known = this.words.list.length;
    return { numbers: texts.map((text) => this.words.of(text)), words: this.words.list.slice(known) };
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Appends texts one by one (a block's 2,000 or more as spread arguments could pass the engine's limit). */
function append(to: string[], values: readonly string[]) {
  for (const value of values) to.push(value);
}

/** Pushes a running offset per size: where each original's (or report's) entries end. */
function offsets(starts: { push: (value: number) => void }, from: number, sizes: readonly number[]) {
  let at = from;
  for (const size of sizes) {
    at += size;
    starts.push(at);
  }
}

/** Whether a block's columns agree with one another: as many values as its counts say, per report and per original. */
function consistent(block: ReportBlock): boolean {
  const reports = block.id.length;
  const perReport = [
    block.day,
    block.userName,
    block.remark,
    block.acBalance,
    block.afterVoidBalance,
    block.createdAt,
    block.updatedAt,
    block.originals,
    ...CODED_FIELDS.map((field) => block.codes[field]),
    ...(block.version ? [block.version] : []),
  ];
  const originals = sum(block.originals);
  const bets = sum(block.bets);
  return (
    perReport.every((column) => column.length === reports) &&
    block.pl.length === originals &&
    block.bets.length === originals &&
    NAME_LISTS.every(
      (list) => block.nameCounts[list].length === originals && block.names[list].length === sum(block.nameCounts[list]),
    ) &&
    block.odds.length === bets &&
    block.stack.length === bets &&
    block.time.length === bets
  );
}

/**
 * Adds a received block to the columns being built (a builder that has read the stream's earlier
 * blocks), column by column: each of the block's columns is already in the list's order, so it is
 * appended whole and only the offsets are counted. Throws for a block whose columns do not agree.
 */
export function addBlock(builder: ReportTableBuilder, block: ReportBlock): void {
  if (!consistent(block)) throw new Error('a block whose columns do not agree');
  const b = builder;
  b.words.add(block.words);
  b.size += block.id.length;
  append(b.id, block.id);
  b.day.pushAll(block.day);
  append(b.userName, block.userName);
  append(b.remark, block.remark);
  for (const field of CODED_FIELDS) b.codes[field].pushAll(block.codes[field]);
  b.acBalance.pushAll(block.acBalance);
  b.afterVoidBalance.pushAll(block.afterVoidBalance);
  append(b.createdAt, block.createdAt);
  append(b.updatedAt, block.updatedAt);
  b.version.pushAll(block.version ?? new Array<number>(block.id.length).fill(0));
  offsets(b.originalStart, b.pl.length, block.originals);
  b.pl.pushAll(block.pl);
  for (const list of NAME_LISTS) {
    offsets(b.nameStart[list], b.names[list].length, block.nameCounts[list]);
    b.names[list].pushAll(block.names[list]);
  }
  offsets(b.betStart, b.odds.length, block.bets);
  b.odds.pushAll(block.odds);
  b.stack.pushAll(block.stack);
  append(b.time, block.time);
}
