import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, reportRows, type Report, type ReportColumn, type ReportRow } from '@console/contract/reports';
import { guardFormula } from './cells';
import { columnLetters, sheetRowXml, type SheetValue } from './sheetRowXml';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// One style object per kind: exceljs then resolves each style once, not once per cell (much faster).
const STYLES: Record<ReportColumn['kind'], Partial<ExcelJS.Style>> = {
  date: { numFmt: 'yyyy-mm-dd', alignment: { vertical: 'top' } },
  number: { numFmt: '0.00', alignment: { vertical: 'top' } },
  text: { alignment: { vertical: 'top' } },
  time: { alignment: { vertical: 'top' } },
  names: { alignment: { vertical: 'top', wrapText: true } },
};
const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

const WIDTHS: Record<ReportColumn['kind'], number> = { date: 12, number: 14, text: 18, time: 10, names: 24 };

/** A report day as a date cell: midnight UTC, which spreadsheets show as that day. */
const dateCell = (day: string) => (day ? new Date(`${day}T00:00:00Z`) : null);

function cellValue(row: ReportRow, column: ReportColumn): SheetValue {
  const { report, original, bet } = row;
  switch (column.key) {
    case 'date':
      return dateCell(report.date);
    case 'sportNames':
    case 'eventNames':
    case 'marketNames':
      // One name per line: names may hold commas, never line breaks (form fields are single lines).
      return original ? guardFormula(original[column.key].join('\n')) : null;
    case 'pl':
      return original ? original.pl : null;
    case 'odds':
    case 'stack':
      return bet ? bet[column.key] : null;
    case 'time':
      return bet ? guardFormula(bet.time) : null;
    case 'acBalance':
    case 'afterVoidBalance':
      return report[column.key];
    default:
      return guardFormula(report[column.key]);
  }
}

const LETTERS = REPORT_COLUMNS.map((_, i) => columnLetters(i + 1));
const CELL_TYPE: Record<ReportColumn['kind'], ExcelJS.ValueType> = {
  date: ExcelJS.ValueType.Date,
  number: ExcelJS.ValueType.Number,
  text: ExcelJS.ValueType.String,
  time: ExcelJS.ValueType.String,
  names: ExcelJS.ValueType.String,
};
/** Rows per write to the sheet's stream; between writes the zip compresses what was written. */
const ROWS_PER_WRITE = 1000;

/** The streaming writer's parts this export reaches past the public API for (see sheetRowXml.ts). */
interface SheetInternals {
  stream: { write: (xml: string) => void };
  _merges: object[];
  workbook: { styles: { addStyleModel: (style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType) => number } };
}

/**
 * Writes the reports as .xlsx to `out`: one header row, one row per bet detail, the report's cells
 * merged over its rows and an original's over its bets (the table's layout); dates as dates, numbers
 * as numbers, text guarded against formulas. Streams, so 100,000 rows never sit in memory as a sheet.
 */
export async function writeReportsXlsx(
  reports: Iterable<Report> | AsyncIterable<Report>,
  out: Writable,
): Promise<void> {
  // Deflate level 3: a quarter faster than the default 6, and 100,000 rows of varied data still fit the
  // import's 10 MB limit (about 9.6 MB), so any export can be imported again.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 3 } },
  });
  const sheet = workbook.addWorksheet('Reports', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map((column) => ({ key: column.key, width: WIDTHS[column.kind] }));
  // The header goes through exceljs, which also opens the sheet data; the body rows follow as XML.
  const header = sheet.addRow(REPORT_COLUMNS.map((column) => column.label));
  header.eachCell((cell) => (cell.style = HEADER_STYLE));
  header.commit();

  const internals = sheet as unknown as SheetInternals;
  const styles = REPORT_COLUMNS.map((column) =>
    internals.workbook.styles.addStyleModel(STYLES[column.kind], CELL_TYPE[column.kind]),
  );
  let rowNumber = 1;
  let pending = '';
  let pendingRows = 0;
  for await (const report of reports) {
    for (const row of reportRows(report)) {
      rowNumber += 1;
      // Cells a merge covers are not written at all: less to write, and empty is what the import expects.
      const values = REPORT_COLUMNS.map((column) => (isCovered(row, column) ? undefined : cellValue(row, column)));
      pending += sheetRowXml(rowNumber, values, styles, LETTERS);
      mergeSpans(internals._merges, row, rowNumber);
      pendingRows += 1;
    }
    if (pendingRows >= ROWS_PER_WRITE) {
      internals.stream.write(pending);
      pending = '';
      pendingRows = 0;
      await new Promise(setImmediate);
    }
  }
  if (pending) internals.stream.write(pending);
  sheet.commit();
  await workbook.commit();
}

/** Cells another row's merge covers stay empty (what the import relies on). */
function isCovered(row: ReportRow, column: ReportColumn): boolean {
  if (column.level === 'report') return row.reportSpan === 0;
  if (column.level === 'original') return row.originalSpan === 0;
  return false;
}

// exceljs's streaming mergeCells compares each merge with every earlier one (quadratic: minutes at
// 100,000 rows) and creates the cells of rows not written yet. An export's merges never overlap and
// the covered cells are written empty anyway, so the ranges are recorded directly; the writer emits
// them at the end of the sheet exactly as mergeCells would have.
const Range = require('exceljs/lib/doc/range') as new (
  top: number,
  left: number,
  bottom: number,
  right: number,
) => object;

function mergeSpans(merges: object[], row: ReportRow, rowNumber: number): void {
  REPORT_COLUMNS.forEach((column, i) => {
    const span = column.level === 'report' ? row.reportSpan : column.level === 'original' ? row.originalSpan : 1;
    if (span > 1) merges.push(new Range(rowNumber, i + 1, rowNumber + span - 1, i + 1));
  });
}
