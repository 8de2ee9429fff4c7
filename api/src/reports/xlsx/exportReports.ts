import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, reportRows, type Report, type ReportColumn, type ReportRow } from 'shared-kit/reports';
import { guardFormula } from './cells';

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

function cellValue(row: ReportRow, column: ReportColumn): ExcelJS.CellValue {
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

/**
 * Writes the reports as .xlsx to `out`: one header row, one row per bet detail, the report's cells
 * merged over its rows and an original's over its bets (the table's layout); dates as dates, numbers
 * as numbers, text guarded against formulas. Streams, so 100,000 rows never sit in memory as a sheet.
 */
export async function writeReportsXlsx(reports: readonly Report[], out: Writable): Promise<void> {
  // Deflate level 3: a quarter faster than the default 6, and 100,000 rows of varied data still fit the
  // import's 10 MB limit (about 9.6 MB), so any export can be imported again.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 3 } } });
  const sheet = workbook.addWorksheet('Reports', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map((column) => ({ key: column.key, width: WIDTHS[column.kind] }));
  const header = sheet.addRow(REPORT_COLUMNS.map((column) => column.label));
  header.eachCell((cell) => (cell.style = HEADER_STYLE));
  header.commit();

  let rowNumber = 1;
  for (const report of reports) {
    for (const row of reportRows(report)) {
      rowNumber += 1;
      const written = sheet.getRow(rowNumber);
      REPORT_COLUMNS.forEach((column, i) => {
        // Cells a merge covers are not written at all: less to write, and empty is what the import expects.
        if (isCovered(row, column)) return;
        const cell = written.getCell(i + 1);
        cell.value = cellValue(row, column);
        cell.style = STYLES[column.kind];
      });
      mergeSpans(sheet, row, rowNumber);
      written.commit();
    }
  }
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
const Range = require('exceljs/lib/doc/range') as new (top: number, left: number, bottom: number, right: number) => object;

function mergeSpans(sheet: ExcelJS.Worksheet, row: ReportRow, rowNumber: number): void {
  const merges = (sheet as unknown as { _merges: object[] })._merges;
  REPORT_COLUMNS.forEach((column, i) => {
    const span = column.level === 'report' ? row.reportSpan : column.level === 'original' ? row.originalSpan : 1;
    if (span > 1) merges.push(new Range(rowNumber, i + 1, rowNumber + span - 1, i + 1));
  });
}
