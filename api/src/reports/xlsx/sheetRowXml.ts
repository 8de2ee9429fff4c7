// The <row> element exactly as exceljs's streaming writer renders one, built as one string. exceljs
// makes a Row, a Cell and a model object per cell, then an XmlStream of small fragments per row: at
// 100,000 rows that was two thirds of an export. Its own escaping and date number are used, so the
// XML is byte for byte what exceljs writes (sheetRowXml.test.ts compares the two).
const { xmlEncode, dateToExcel } = require('exceljs/lib/utils/utils') as {
  xmlEncode: (text: string) => string;
  dateToExcel: (date: Date) => number;
};

/** What a cell holds: text, a number, a date, or nothing (still written when it has a style). */
export type SheetValue = string | number | Date | null;

/** Column letters of 1-based column numbers: A..Z, AA..ZZ, as far as a sheet needs. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function cellXml(address: string, style: number, value: SheetValue): string {
  const head = style ? `<c r="${address}" s="${style}"` : `<c r="${address}"`;
  if (value === null) return style ? `${head}/>` : '';
  if (typeof value === 'string') return `${head} t="str"><v>${xmlEncode(value)}</v></c>`;
  if (typeof value === 'number') return `${head}><v>${value}</v></c>`;
  return `${head}><v>${dateToExcel(value)}</v></c>`;
}

/**
 * One row: `values[i]` goes in column `i + 1` with style id `styles[i]` (from the workbook's styles),
 * `undefined` for a cell not written at all (covered by a merge). Empty string when nothing is written.
 */
export function sheetRowXml(
  number: number,
  values: ReadonlyArray<SheetValue | undefined>,
  styles: readonly number[],
  letters: readonly string[],
): string {
  let cells = '';
  let min = 0;
  let max = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === undefined) continue;
    if (!min) min = i + 1;
    max = i + 1;
    cells += cellXml(`${letters[i]}${number}`, styles[i], value);
  }
  if (!min) return '';
  return `<row r="${number}" spans="${min}:${max}" x14ac:dyDescent="0.25">${cells}</row>`;
}
