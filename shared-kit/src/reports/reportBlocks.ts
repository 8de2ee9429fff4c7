import { CODED_FIELDS, NAME_LISTS, ReportTableBuilder, type CodedField, type NameList } from './reportTable';
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
function counts(starts: number[]): number[] {
  return starts.map((start, i) => (i === 0 ? 0 : start - starts[i - 1])).slice(1);
}

/** Writes one stream's blocks: keeps the words already sent, so each block carries only new ones. */
export class ReportBlockWriter {
  private readonly builder = new ReportTableBuilder();

  block(reports: readonly Report[]): ReportBlock {
    const b = this.builder;
    const mark = {
      size: b.size,
      words: b.words.length,
      originals: b.pl.length,
      bets: b.odds.length,
      names: Object.fromEntries(NAME_LISTS.map((list) => [list, b.names[list].length])) as Record<NameList, number>,
    };
    for (const report of reports) b.add(report);
    return {
      kind: 'block',
      words: b.words.slice(mark.words),
      id: b.id.slice(mark.size),
      day: b.day.since(mark.size),
      userName: b.userName.slice(mark.size),
      remark: b.remark.slice(mark.size),
      codes: Object.fromEntries(CODED_FIELDS.map((field) => [field, b.codes[field].since(mark.size)])) as Record<
        CodedField,
        number[]
      >,
      acBalance: b.acBalance.since(mark.size),
      afterVoidBalance: b.afterVoidBalance.since(mark.size),
      createdAt: b.createdAt.slice(mark.size),
      updatedAt: b.updatedAt.slice(mark.size),
      originals: counts(b.originalStart.since(mark.size)),
      nameCounts: Object.fromEntries(
        NAME_LISTS.map((list) => [list, counts(b.nameStart[list].since(mark.originals))]),
      ) as Record<NameList, number[]>,
      names: Object.fromEntries(NAME_LISTS.map((list) => [list, b.names[list].since(mark.names[list])])) as Record<
        NameList,
        number[]
      >,
      pl: b.pl.since(mark.originals),
      bets: counts(b.betStart.since(mark.originals)),
      odds: b.odds.since(mark.bets),
      stack: b.stack.since(mark.bets),
      time: b.time.slice(mark.bets),
    };
  }
}

/** Adds a received block to the columns being built (a builder that has read the stream's earlier blocks). */
export function addBlock(builder: ReportTableBuilder, block: ReportBlock): void {
  builder.addWords(block.words);
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
