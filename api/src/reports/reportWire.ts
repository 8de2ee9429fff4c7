import { CODED_FIELDS, dayNumber, NAME_LISTS, type Report } from '@console/contract/reports';

/**
 * A report's wire: its part of every column of the whole list's block line (@console/contract/reports
 * reportBlocks.ts), written once by whoever writes the report (records.ts) and kept on its row
 * (`reports.wire`, migration 0039), so that a build joins its block's wires (PostgreSQL's `string_agg`)
 * and cuts them into columns (blockWires.ts) instead of writing every report's columns out of its row and
 * reading its originals again. Made from the report as normalizeReport reads it (toWire), so a block of
 * wires is the block ReportBlockWriter writes.
 *
 * Its fields, tab-separated (JSON writes a tab inside a text as an escape, never as itself), in
 * WIRE_FIELDS' order: the report's own fields as the line writes them (texts as JSON), its coded texts
 * as JSON, its originals' names in order of use as JSON texts joined by U+0001 (escaped by JSON too), and
 * its fragments of the originals' columns (ORIGINAL_COLUMNS), each joined by commas.
 */
/**
 * The block line's columns of the originals (a block's columns as kept, blockColumns.ts), in the order
 * both a wire and a kept block hold them: how many originals each report has, per list how many names
 * each original has, pl and how many bets per original, odds, stack and time per bet.
 */
export const ORIGINAL_COLUMNS = ['originals', ...NAME_LISTS, 'pl', 'bets', 'odds', 'stack', 'time'] as const;

export const WIRE_FIELDS = [
  'id',
  'day',
  'createdAt',
  'updatedAt',
  'version',
  'userName',
  'remark',
  'acBalance',
  'afterVoidBalance',
  ...CODED_FIELDS,
  'names',
  ...ORIGINAL_COLUMNS,
] as const;

/** Between the fields of a wire, and between the wires of a block. */
export const FIELD_SEPARATOR = '\t';
export const WIRE_SEPARATOR = '\n';
/** Between the JSON texts of a wire's names. */
export const NAME_SEPARATOR = '\u0001';

const json = JSON.stringify;

/** The wire of `report`, as normalizeReport answers it (toWire). */
export function reportWire(report: Report): string {
  const { originals } = report;
  const names: string[] = [];
  const odds: string[] = [];
  const stack: string[] = [];
  const time: string[] = [];
  for (const original of originals) {
    for (const list of NAME_LISTS) for (const name of original[list]) names.push(json(name));
    for (const bet of original.betDetails) {
      odds.push(json(bet.odds));
      stack.push(json(bet.stack));
      time.push(json(bet.time));
    }
  }
  return [
    json(report._id),
    String(dayNumber(report.date)),
    json(report.createdAt ?? ''),
    json(report.updatedAt ?? ''),
    String(report.version ?? 0),
    json(report.userName),
    json(report.remark),
    json(report.acBalance),
    json(report.afterVoidBalance),
    ...CODED_FIELDS.map((field) => json(report[field])),
    names.join(NAME_SEPARATOR),
    String(originals.length),
    ...NAME_LISTS.map((list) => originals.map((original) => original[list].length).join(',')),
    originals.map((original) => json(original.pl)).join(','),
    originals.map((original) => original.betDetails.length).join(','),
    odds.join(','),
    stack.join(','),
    time.join(','),
  ].join(FIELD_SEPARATOR);
}
