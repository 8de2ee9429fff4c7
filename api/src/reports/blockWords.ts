import { CODED_FIELDS, NAME_LISTS, normalizeOriginal, toText, Words, type Original } from '@console/contract/reports';
import { REPORT_FIELDS, USES, type BlockColumns, type BlockRow } from './blockColumns';

/** The columns of a block that goes through normalizeReport: never read (stream.ts). */
const UNUSED = { texts: '[]', codes: '{}', originals: '[]', pl: '[]', bets: '[]', odds: '[]', stack: '[]', time: '[]' };

type Loose = Record<string, unknown>;

/** Whether `value` is a finite number (what toNumber keeps as it is). */
const plainNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether every value of `list` is a text toText keeps as it is, and not empty when `filled`. */
function plainTexts(list: unknown, filled: boolean): list is string[] {
  if (!Array.isArray(list)) return false;
  for (const text of list)
    if (typeof text !== 'string' || (filled && text === '') || text.trim() !== text) return false;
  return true;
}

/**
 * `raw` as normalizeOriginal answers it. Most stored originals already are (an object with lists of
 * trimmed names, a finite pl and bets of finite numbers and trimmed times): those are taken as they are,
 * without the copy normalizeOriginal makes of every original and bet (about a third of numbering a block).
 */
function original(raw: unknown): Original {
  if (typeof raw !== 'object' || raw === null) return normalizeOriginal(raw);
  const loose = raw as Loose;
  const bets = loose.betDetails;
  if (!plainNumber(loose.pl) || !Array.isArray(bets) || !NAME_LISTS.every((list) => plainTexts(loose[list], true)))
    return normalizeOriginal(raw);
  for (const bet of bets as unknown[]) {
    if (typeof bet !== 'object' || bet === null) return normalizeOriginal(raw);
    const { odds, stack, time } = bet as Loose;
    if (!plainNumber(odds) || !plainNumber(stack) || typeof time !== 'string' || time.trim() !== time)
      return normalizeOriginal(raw);
  }
  return raw as Original;
}

/**
 * A block's columns from blockColumnsQuery's row, as ReportBlockWriter writes them: its words numbered
 * in order of first use, report by report (newest first), its coded fields (lists 1 to 7), then each of
 * its originals' sport, event and market names (lists 8 to 10); `texts` are the words, `codes` each
 * list's uses as numbers into them. The coded texts and the originals are taken as normalizeReport takes
 * them (toText, normalizeOriginal), so they are written as the writer writes them whatever was stored:
 * a block goes through normalizeReport only for its reports' own fields (`canonical`).
 */
export function numberWords(row: BlockRow): BlockColumns {
  const own = Object.fromEntries(REPORT_FIELDS.map((field) => [field, row[field]])) as Pick<
    BlockColumns,
    (typeof REPORT_FIELDS)[number]
  >;
  if (!row.canonical)
    return {
      ...own,
      ...UNUSED,
      ...(Object.fromEntries(NAME_LISTS.map((list) => [list, '[]'])) as Record<(typeof NAME_LISTS)[number], string>),
      canonical: false,
    };
  const uses = USES.map((field) => JSON.parse(row[field]) as unknown[]);
  const originalsOf = JSON.parse(row.originals) as unknown[][];
  const words = new Words();
  const codes = Array.from({ length: CODED_FIELDS.length + NAME_LISTS.length }, () => [] as number[]);
  const nameCounts = NAME_LISTS.map(() => [] as number[]);
  const originals: number[] = [];
  const pl: number[] = [];
  const bets: number[] = [];
  const odds: number[] = [];
  const stack: number[] = [];
  const time: string[] = [];
  for (let n = 0; n < originalsOf.length; n += 1) {
    for (let list = 0; list < CODED_FIELDS.length; list += 1) codes[list].push(words.of(toText(uses[list][n])));
    const ofReport = originalsOf[n];
    originals.push(ofReport.length);
    for (const raw of ofReport) {
      const taken = original(raw);
      NAME_LISTS.forEach((name, i) => {
        const names = taken[name];
        nameCounts[i].push(names.length);
        const coded = codes[CODED_FIELDS.length + i];
        for (const text of names) coded.push(words.of(text));
      });
      pl.push(taken.pl);
      bets.push(taken.betDetails.length);
      for (const bet of taken.betDetails) {
        odds.push(bet.odds);
        stack.push(bet.stack);
        time.push(bet.time);
      }
    }
  }
  const json = JSON.stringify;
  return {
    ...own,
    ...(Object.fromEntries(NAME_LISTS.map((list, i) => [list, json(nameCounts[i])])) as Record<
      (typeof NAME_LISTS)[number],
      string
    >),
    canonical: true,
    texts: json(words.list),
    codes: json(Object.fromEntries(codes.map((list, i) => [i + 1, list]))),
    originals: json(originals),
    pl: json(pl),
    bets: json(bets),
    odds: json(odds),
    stack: json(stack),
    time: json(time),
  };
}
