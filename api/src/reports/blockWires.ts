import { CODED_FIELDS, NAME_LISTS, Words } from '@console/contract/reports';
import type { BlockColumns } from './blockColumns';
import { FIELD_SEPARATOR, NAME_SEPARATOR, WIRE_FIELDS, WIRE_SEPARATOR } from './reportWire';

const at = (field: (typeof WIRE_FIELDS)[number]) => WIRE_FIELDS.indexOf(field);

/**
 * The wire's fields the block takes as they are, by the block's column (BlockColumns) they go in: a
 * report's own fields, one each per report, and its fragments of the originals' columns, only from a
 * report with originals and only when not empty.
 */
const TAKEN = [
  ['id', 'id', 'own'],
  ['day', 'day', 'own'],
  ['user_name', 'userName', 'own'],
  ['remark', 'remark', 'own'],
  ['ac_balance', 'acBalance', 'own'],
  ['after_void_balance', 'afterVoidBalance', 'own'],
  ['created_at', 'createdAt', 'own'],
  ['updated_at', 'updatedAt', 'own'],
  ['version', 'version', 'own'],
  ['pl', 'pl', 'joined'],
  ['bets', 'bets', 'joined'],
  ['odds', 'odds', 'joined'],
  ['stack', 'stack', 'joined'],
  ['time', 'time', 'joined'],
] as const;
type Taken = (typeof TAKEN)[number];
const taken = <K extends Taken[2]>(kind: K) =>
  TAKEN.filter((entry): entry is Extract<Taken, readonly [string, string, K]> => entry[2] === kind).map(
    ([column, field]) => [column, at(field)] as const,
  );
const OWN = taken('own');
const JOINED = taken('joined');
const CODED_AT = at(CODED_FIELDS[0]);
const ORIGINALS_AT = at('originals');
const NAMES_AT = at('names');
const NAME_COUNTS_AT = at(NAME_LISTS[0]);

const list = (values: readonly (string | number)[]) => `[${values.join(',')}]`;

/** Up to how many originals a report's name counts are compared with ONES (the rest are read). */
const MOST_ONES = 64;
/** `1,1,…` of `n` ones at `n`: a list's counts when each of `n` originals has one name in it. */
const ONES = Array.from({ length: MOST_ONES + 1 }, (_, n) => Array.from({ length: n }, () => '1').join(','));

const LISTS = NAME_LISTS.length;

/**
 * Numbers the names of a wire's originals (its `fields`) into `words`, each list's into its coded list
 * (`codes` 8 to 10), in the order the originals use them: each original's sport, event and market names.
 */
function numberNames(fields: readonly string[], codes: number[][], words: Words) {
  const names = fields[NAMES_AT] === '' ? [] : fields[NAMES_AT].split(NAME_SEPARATOR);
  const originals = Number(fields[ORIGINALS_AT]);
  const each = ONES[originals];
  let single = originals <= MOST_ONES && names.length === LISTS * originals;
  for (let l = 0; single && l < LISTS; l += 1) single = fields[NAME_COUNTS_AT + l] === each;
  if (single) {
    // One name in each list of every original (most originals): sport, event, market, in turn.
    for (let i = 0; i < names.length; i += 1) codes[CODED_FIELDS.length + (i % LISTS)].push(words.of(names[i]));
    return;
  }
  const counts = NAME_LISTS.map((_, l) => fields[NAME_COUNTS_AT + l].split(',').map(Number));
  let next = 0;
  for (let o = 0; o < originals; o += 1)
    for (let l = 0; l < LISTS; l += 1)
      for (let k = 0; k < counts[l][o]; k += 1) codes[CODED_FIELDS.length + l].push(words.of(names[next++]));
}

/**
 * A block's columns from its reports' wires (reportWire.ts), joined in the list's order by WIRE_SEPARATOR,
 * as numberWords writes them from blockColumnsQuery's row: its words numbered in order of first use,
 * report by report, its coded fields then each of its originals' sport, event and market names. The
 * words are numbered as the JSON texts the wires hold them in (one text, one JSON), so they are written
 * out as they are. `print` is the block's blockPrint. Null when a wire is not of WIRE_FIELDS' shape
 * (written by another version of it): the block is then read from its columns.
 */
export function blockOfWires(print: string, wires: string): BlockColumns | null {
  const own = OWN.map(() => [] as string[]);
  const words = new Words();
  const codes = Array.from({ length: CODED_FIELDS.length + NAME_LISTS.length }, () => [] as number[]);
  const originals: string[] = [];
  const nameCounts = NAME_LISTS.map(() => [] as string[]);
  const joined = JOINED.map(() => [] as string[]);
  for (const wire of wires.split(WIRE_SEPARATOR)) {
    const fields = wire.split(FIELD_SEPARATOR);
    if (fields.length !== WIRE_FIELDS.length) return null;
    for (let i = 0; i < OWN.length; i += 1) own[i].push(fields[OWN[i][1]]);
    for (let i = 0; i < CODED_FIELDS.length; i += 1) codes[i].push(words.of(fields[CODED_AT + i]));
    originals.push(fields[ORIGINALS_AT]);
    if (fields[ORIGINALS_AT] === '0') continue;
    numberNames(fields, codes, words);
    for (let l = 0; l < NAME_LISTS.length; l += 1) nameCounts[l].push(fields[NAME_COUNTS_AT + l]);
    for (let i = 0; i < JOINED.length; i += 1) {
      const fragment = fields[JOINED[i][1]];
      if (fragment !== '') joined[i].push(fragment);
    }
  }
  return {
    print,
    canonical: true,
    ...(Object.fromEntries(OWN.map(([column], i) => [column, list(own[i])])) as Record<
      (typeof OWN)[number][0],
      string
    >),
    texts: list(words.list),
    codes: `{${codes.map((coded, i) => `"${i + 1}":${list(coded)}`).join(',')}}`,
    originals: list(originals),
    ...(Object.fromEntries(NAME_LISTS.map((name, l) => [name, list(nameCounts[l])])) as Record<
      (typeof NAME_LISTS)[number],
      string
    >),
    ...(Object.fromEntries(JOINED.map(([column], i) => [column, list(joined[i])])) as Record<
      (typeof JOINED)[number][0],
      string
    >),
  };
}
