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

/** Adds a received block to the columns being built (a builder that has read the stream's earlier blocks). */
export function addBlock(builder: ReportTableBuilder, block: ReportBlock): void {
  builder.words.add(block.words);
  const b = builder;
  let original = 0;
  let bet = 0;
  const names = Object.fromEntries(NAME_LISTS.map((list) => [list, 0])) as Record<NameList, number>;
  for (let i = 0; i < block.id.length; i += 1) {
    b.size += 1;
    b.id.push(block.id[i]);
    b.day.push(block.day[i]);
    b.userName.push(block.userName[i]);
    b.remark.push(block.remark[i]);
    for (const field of CODED_FIELDS) b.codes[field].push(block.codes[field][i]);
    b.acBalance.push(block.acBalance[i]);
    b.afterVoidBalance.push(block.afterVoidBalance[i]);
    b.createdAt.push(block.createdAt[i]);
    b.updatedAt.push(block.updatedAt[i]);
    b.version.push(block.version?.[i] ?? 0);
    for (let n = 0; n < block.originals[i]; n += 1, original += 1) {
      for (const list of NAME_LISTS) {
        for (let k = 0; k < block.nameCounts[list][original]; k += 1, names[list] += 1)
          b.names[list].push(block.names[list][names[list]]);
        b.nameStart[list].push(b.names[list].length);
      }
      b.pl.push(block.pl[original]);
      for (let k = 0; k < block.bets[original]; k += 1, bet += 1) {
        b.odds.push(block.odds[bet]);
        b.stack.push(block.stack[bet]);
        b.time.push(block.time[bet]);
      }
      b.betStart.push(b.odds.length);
    }
    b.originalStart.push(b.pl.length);
  }
}
