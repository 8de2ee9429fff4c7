import { CODED_FIELDS, toText, Words } from '@console/contract/reports';
import { USES, type BlockColumns, type BlockRow } from './blockColumns';

/** Texts and codes of a block that goes through normalizeReport: never read (stream.ts). */
const UNUSED = { texts: '[]', codes: '{}' };

/**
 * A block's columns with its words numbered as ReportBlockWriter numbers them: in order of first use,
 * report by report (newest first), its coded fields (lists 1 to 7), then each of its originals' sport,
 * event and market names (lists 8 to 10). `texts` are the words, `codes` each list's uses as numbers
 * into them. Checks the words too: the block stays canonical only when every coded text is trimmed
 * and every name a non-empty trimmed text (what normalizeReport keeps as it is); otherwise it goes
 * through normalizeReport and its words are not numbered here.
 */
export function numberWords(row: BlockRow): BlockColumns {
  const { canonical, ...columns } = row;
  for (const field of USES) delete (columns as Partial<BlockRow>)[field];
  const other = { ...columns, ...UNUSED, canonical: false } as BlockColumns;
  if (!canonical) return other;
  const uses = USES.map((field) => JSON.parse(row[field]) as unknown[]);
  const originals = JSON.parse(row.originals) as number[];
  const words = new Words();
  const codes = uses.map(() => [] as number[]);
  /** Numbers `text` into list `list`; false when normalizeReport would change it (or drop it, a blank name). */
  const use = (list: number, text: unknown, name: boolean): boolean => {
    if (toText(text) !== text || (name && text === '')) return false;
    codes[list].push(words.of(text));
    return true;
  };
  const coded = CODED_FIELDS.length;
  let original = 0;
  for (let n = 0; n < originals.length; n += 1) {
    for (let list = 0; list < coded; list += 1) if (!use(list, uses[list][n], false)) return other;
    for (const end = original + originals[n]; original < end; original += 1)
      for (let list = coded; list < uses.length; list += 1) {
        const names = uses[list][original];
        if (!Array.isArray(names)) return other;
        for (const name of names) if (!use(list, name, true)) return other;
      }
  }
  return {
    ...columns,
    canonical: true,
    texts: JSON.stringify(words.list),
    codes: JSON.stringify(Object.fromEntries(codes.map((list, i) => [i + 1, list]))),
  };
}
