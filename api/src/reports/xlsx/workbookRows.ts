import { posix } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CellValue } from 'exceljs';
import {
  attributeOf,
  attributesOf,
  eachElement,
  elements,
  firstElement,
  qualifiedIn,
  RELATIONSHIPS_NAMESPACE,
  SPREADSHEET_NAMESPACE,
  stringItemText,
  UnreadableXml,
  xmlText,
  type Qualified,
} from './xmlScan';

// exceljs's own rules for what a number format makes a date, so a cell reads as it did with exceljs's
// reader: its date test and built-in formats, and its day-number conversion.
const { isDateFmt, excelToDate } = require('exceljs/lib/utils/utils') as {
  isDateFmt: (format: string | undefined) => boolean;
  excelToDate: (days: number, date1904?: boolean) => Date;
};
const BUILT_IN_FORMATS = require('exceljs/lib/xlsx/defaultnumformats') as Record<string, { f: string } | undefined>;

/** One row of a sheet: its number and its cells' values by column number (1-based; holes where no cell is written). */
export interface SheetRow {
  number: number;
  values: CellValue[];
}

export interface WorkbookSheet {
  name: string;
  /** The sheet's rows in the order written, a batch at a time (the event loop gets a turn between batches). */
  batches: AsyncIterable<SheetRow[]>;
}

/** The parts the reader needs kept by the zip check (zipGuard.ts): the workbook, its sheets, strings and styles. */
export const isReadPart = (name: string) =>
  name === 'xl/workbook.xml' ||
  name === 'xl/_rels/workbook.xml.rels' ||
  name === 'xl/sharedStrings.xml' ||
  name === 'xl/styles.xml' ||
  name.startsWith('xl/worksheets/');

/** A sheet's XML is decoded about this much at a time, cut after a row's end. */
const BATCH_BYTES = 1 << 18;
/** Where a sheet's root element is looked for: its start, however many namespaces it declares. */
const ROOT_BYTES = 1 << 16;

const text = (part: Buffer | undefined) => (part ? part.toString('utf8') : '');

/** A part's text and how it names the spreadsheet's elements (qualifiedIn). */
function spreadsheetPart(part: Buffer | undefined): { xml: string; named: Qualified } {
  const xml = text(part);
  return { xml, named: qualifiedIn(xml, SPREADSHEET_NAMESPACE) };
}

function sharedStrings(part: Buffer | undefined): string[] {
  const { xml, named } = spreadsheetPart(part);
  const strings: string[] = [];
  for (const { content } of elements(xml, named('si'))) strings.push(content ? stringItemText(content, named) : '');
  return strings;
}

/** Per style id (a cell's `s`), whether its number format shows a date. */
function dateStyles(part: Buffer | undefined): boolean[] {
  const { xml, named } = spreadsheetPart(part);
  const formats = new Map<string, string>();
  for (const { tag } of elements(xml, named('numFmt'))) {
    const attributes = attributesOf(tag);
    formats.set(attributes.get('numFmtId') ?? '', attributes.get('formatCode') ?? '');
  }
  const cellFormats = firstElement(xml, named('cellXfs'))?.content ?? '';
  return [...elements(cellFormats, named('xf'))].map(({ tag }) => {
    const id = attributesOf(tag).get('numFmtId');
    return id && id !== '0' ? isDateFmt(formats.get(id) ?? BUILT_IN_FORMATS[id]?.f) : false;
  });
}

/** The workbook's sheets in its order, each with the part that holds it. */
function sheetParts(parts: Map<string, Buffer>): Array<{ name: string; part: Buffer }> {
  const targets = new Map<string, string>();
  const relationships = text(parts.get('xl/_rels/workbook.xml.rels'));
  const relationship = qualifiedIn(relationships, RELATIONSHIPS_NAMESPACE)('Relationship');
  for (const { tag } of elements(relationships, relationship)) {
    const attributes = attributesOf(tag);
    const target = attributes.get('Target') ?? '';
    // Relative to the workbook's folder ("worksheets/sheet1.xml", "./…", "../xl/…") or to the package's root ("/xl/…").
    targets.set(attributes.get('Id') ?? '', posix.normalize(target.startsWith('/') ? target.slice(1) : `xl/${target}`));
  }
  const sheets: Array<{ name: string; part: Buffer }> = [];
  const workbook = spreadsheetPart(parts.get('xl/workbook.xml'));
  for (const { tag } of elements(workbook.xml, workbook.named('sheet'))) {
    const attributes = attributesOf(tag);
    const relation = [...attributes].find(([key]) => key.endsWith(':id'))?.[1];
    const path = relation === undefined ? undefined : targets.get(relation);
    const part = path === undefined ? undefined : parts.get(path);
    if (part) sheets.push({ name: attributes.get('name') ?? '', part });
  }
  return sheets;
}

const date1904 = ({ xml, named }: { xml: string; named: Qualified }) =>
  /^(1|true)$/.test(attributeOf(firstElement(xml, named('workbookPr'))?.tag ?? '', 'date1904') ?? '');

/** Column number of a cell reference's letters ("C7" → 3); 0 when it has none. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

const MAX_COLUMN = 16_384;
const MAX_ROW = 1_048_576;

interface Reading {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

/** How a sheet names the elements of its rows (qualifiedIn), each spelt out once per sheet. */
interface SheetNames {
  named: Qualified;
  row: string;
  rowEnd: string;
  cell: string;
  formula: string;
  inlineString: string;
  value: string;
  /** `<v>` and `</v>`, as the sheet writes them. */
  valueOpen: string;
  valueClose: string;
}

function sheetNames(named: Qualified): SheetNames {
  return {
    named,
    row: named('row'),
    rowEnd: `</${named('row')}>`,
    cell: named('c'),
    formula: named('f'),
    inlineString: named('is'),
    value: named('v'),
    valueOpen: `<${named('v')}>`,
    valueClose: `</${named('v')}>`,
  };
}

/** A cell's value as exceljs's reader gives it: formulas and errors as objects, dates by their style. */
function cellValue(tag: string, content: string | null, reading: Reading, names: SheetNames): CellValue {
  if (content === null) return null;
  if (firstElement(content, names.formula)) return { formula: '' };
  const type = attributeOf(tag, 't');
  if (type === 'inlineStr') {
    const item = firstElement(content, names.inlineString)?.content;
    return item ? stringItemText(item, names.named) : null;
  }
  // Most cells are exactly <v>…</v>.
  const { valueOpen, valueClose } = names;
  const raw =
    content.startsWith(valueOpen) &&
    content.endsWith(valueClose) &&
    content.indexOf('<', valueOpen.length) === content.length - valueClose.length
      ? content.slice(valueOpen.length, -valueClose.length)
      : firstElement(content, names.value)?.content;
  if (raw === undefined || raw === null) return null;
  switch (type) {
    case 's':
      return reading.strings[parseInt(raw, 10)] ?? null;
    case 'str':
      return xmlText(raw);
    case 'e':
      return { error: xmlText(raw) } as CellValue;
    case 'b':
      return parseInt(raw, 10) !== 0;
    case 'd':
      return new Date(xmlText(raw));
    default: {
      const number = parseFloat(raw);
      // Style 0 is no style, as exceljs reads it.
      const style = parseInt(attributeOf(tag, 's') ?? '', 10);
      return style > 0 && reading.dates[style] ? excelToDate(number, reading.date1904) : number;
    }
  }
}

/** The rows of one decoded stretch of a sheet (whole rows only: see batchesOf). */
function rowsOf(xml: string, reading: Reading, names: SheetNames, previous: { row: number }): SheetRow[] {
  const rows: SheetRow[] = [];
  eachElement(xml, names.row, (rowTag, cells) => {
    const given = attributeOf(rowTag, 'r');
    const number = given === undefined ? previous.row + 1 : parseInt(given, 10);
    if (!(number >= 1 && number <= MAX_ROW)) throw new UnreadableXml(`a row numbered ${given}`);
    previous.row = number;
    const values: CellValue[] = [];
    let column = 0;
    if (cells !== null)
      eachElement(cells, names.cell, (tag, content) => {
        const reference = attributeOf(tag, 'r');
        column = reference === undefined ? column + 1 : columnOf(reference);
        if (!(column >= 1 && column <= MAX_COLUMN)) throw new UnreadableXml(`a cell at ${reference}`);
        values[column] = cellValue(tag, content, reading, names);
      });
    rows.push({ number, values });
  });
  return rows;
}

/**
 * A sheet's rows, its XML decoded a stretch of about BATCH_BYTES at a time, each stretch cut just after a
 * `</row>` (which no text can hold), so no row is split and a 60 MB sheet is never one string.
 */
async function* batchesOf(sheet: Buffer, reading: Reading): AsyncGenerator<SheetRow[]> {
  const previous = { row: 0 };
  let names: SheetNames | undefined;
  for (let start = 0; start < sheet.length;) {
    let end = Math.min(start + BATCH_BYTES, sheet.length);
    // The root element opens the sheet: it tells how the sheet names its elements.
    names ??= sheetNames(qualifiedIn(sheet.toString('utf8', 0, ROOT_BYTES), SPREADSHEET_NAMESPACE));
    if (end < sheet.length) {
      const rowEnd = sheet.indexOf(names.rowEnd, end);
      end = rowEnd === -1 ? sheet.length : rowEnd + names.rowEnd.length;
    }
    const rows = rowsOf(sheet.toString('utf8', start, end), reading, names, previous);
    start = end;
    if (rows.length) yield rows;
    if (start < sheet.length) await nextTurn();
  }
}

/**
 * The sheets of a checked .xlsx (the parts isReadPart names), in the workbook's order, each read row by
 * row with its cells' values. Throws UnreadableXml when a part is not what a spreadsheet writes.
 */
export function workbookSheets(parts: Map<string, Buffer>): WorkbookSheet[] {
  const reading: Reading = {
    strings: sharedStrings(parts.get('xl/sharedStrings.xml')),
    dates: dateStyles(parts.get('xl/styles.xml')),
    date1904: date1904(spreadsheetPart(parts.get('xl/workbook.xml'))),
  };
  return sheetParts(parts).map(({ name, part }) => ({ name, batches: batchesOf(part, reading) }));
}
