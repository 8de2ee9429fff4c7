import { CODED_FIELDS, NAME_LISTS, type ReportBlockWriter } from '@console/contract/reports';
import type { BlockColumns } from './blockColumns';

/**
 * A block's line as ReportBlockWriter.block writes it (the same columns, numbers and words), as bytes.
 * Only its words and its coded lists (the codes and the originals' names, about an eighth of the line)
 * depend on the stream it goes in, which numbers the words: the rest is the same in every build that
 * reuses the block. So each block's fixed parts are made into bytes once, and its coded lists read
 * once, the first time it is written; a later build writes only the numbers again. Making every
 * block's line a text anew (joined, then turned into UTF-8) was most of a build's CPU in the API after
 * a change that touched one block of fifty.
 */

const LISTS = NAME_LISTS as readonly string[];
const CODED_LISTS = CODED_FIELDS.length + NAME_LISTS.length;

/** What a block's line is made of, kept as long as the block's columns are (a WeakMap by them). */
interface Prepared {
  /** The block's words in order of first use (numbered in each stream). */
  texts: string[];
  /** Each coded list (1 to 10, blockColumnsQuery's `codes`) as indexes into `texts`. */
  coded: Int32Array[];
  /** The fixed bytes between the numbered parts: before the codes, before the names, the end. */
  beforeCodes: Buffer;
  beforeNames: Buffer;
  end: Buffer;
}

const prepared = new WeakMap<BlockColumns, Prepared>();

const HEAD = Buffer.from('{"kind":"block","words":');

const object = (keys: readonly string[], value: (key: string, i: number) => string) =>
  `{${keys.map((key, i) => `"${key}":${value(key, i)}`).join(',')}}`;

function prepare(row: BlockColumns): Prepared {
  const codes = JSON.parse(row.codes) as Record<string, number[]>;
  return {
    texts: JSON.parse(row.texts) as string[],
    coded: Array.from({ length: CODED_LISTS }, (_, i) => Int32Array.from(codes[i + 1] ?? [])),
    beforeCodes: Buffer.from(
      `,"id":${row.id},"day":${row.day},"userName":${row.user_name},"remark":${row.remark},"codes":`,
    ),
    beforeNames: Buffer.from(
      `,"acBalance":${row.ac_balance},"afterVoidBalance":${row.after_void_balance},"createdAt":${
        row.created_at
      },"updatedAt":${row.updated_at},"version":${row.version},"originals":${row.originals},"nameCounts":${object(
        LISTS,
        (name) => row[name as (typeof NAME_LISTS)[number]],
      )},"names":`,
    ),
    end: Buffer.from(
      `,"pl":${row.pl},"bets":${row.bets},"odds":${row.odds},"stack":${row.stack},"time":${row.time}}\n`,
    ),
  };
}

/** The bytes of both objects' braces and keys (`"key":` and a comma each). */
const KEYS_BYTES = [...CODED_FIELDS, ...NAME_LISTS].reduce((sum, key) => sum + key.length + 4, 4);

/** The most bytes a list of `count` numbers below 2^31 takes as JSON (ten digits and a comma each). */
const mostBytes = (count: number) => 2 + 11 * count;

/** Writes `[numbers[i] for i of indexes]` as JSON at `at` of `out`; answers where it ended. */
function writeNumbers(out: Buffer, at: number, indexes: Int32Array, numbers: readonly number[]): number {
  out[at++] = 0x5b; // [
  for (let i = 0; i < indexes.length; i += 1) {
    if (i > 0) out[at++] = 0x2c; // ,
    let value = numbers[indexes[i]];
    let digits = 1;
    for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits += 1;
    for (let d = digits - 1; d >= 0; d -= 1) {
      out[at + d] = 0x30 + (value % 10);
      value = (value / 10) | 0;
    }
    at += digits;
  }
  out[at++] = 0x5d; // ]
  return at;
}

/** Writes `{"key":[…],…}`, each key's coded list numbered; answers where it ended. */
function writeLists(
  out: Buffer,
  at: number,
  keys: readonly string[],
  lists: readonly Int32Array[],
  numbers: readonly number[],
): number {
  out[at++] = 0x7b; // {
  keys.forEach((key, i) => {
    if (i > 0) out[at++] = 0x2c;
    at += out.write(`"${key}":`, at, 'latin1');
    at = writeNumbers(out, at, lists[i], numbers);
  });
  out[at++] = 0x7d; // }
  return at;
}

/** The block's line (`writer` numbers its words into the stream), as UTF-8 bytes. */
export function blockLine(writer: ReportBlockWriter, row: BlockColumns): Buffer {
  let parts = prepared.get(row);
  if (!parts) {
    parts = prepare(row);
    prepared.set(row, parts);
  }
  const { numbers, words } = writer.number(parts.texts);
  const codes = parts.coded.slice(0, CODED_FIELDS.length);
  const names = parts.coded.slice(CODED_FIELDS.length);
  const numbered = Buffer.allocUnsafe(KEYS_BYTES + parts.coded.reduce((sum, list) => sum + mostBytes(list.length), 0));
  const namesAt = writeLists(numbered, 0, CODED_FIELDS, codes, numbers);
  const endAt = writeLists(numbered, namesAt, LISTS, names, numbers);
  return Buffer.concat([
    HEAD,
    Buffer.from(JSON.stringify(words)),
    parts.beforeCodes,
    numbered.subarray(0, namesAt),
    parts.beforeNames,
    numbered.subarray(namesAt, endAt),
    parts.end,
  ]);
}
