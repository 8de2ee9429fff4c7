import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, reportRows, type Report, type ReportColumn, type ReportRow } from '@console/contract/reports';
import { guardFormula } from './cells';
import { MergeLog } from './mergeLog';
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
  /** The sheet's XML stream, and what it feeds (the zip's compressor of this sheet, once it started). */
  stream: { write: (xml: string) => void; pipes: Writable[] };
  workbook: { styles: { addStyleModel: (style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType) => number } };
  _writeCloseSheetData: () => void;
  _writeMergeCells: () => void;
}

/**
 * Waits until `stream` has room: the sheet's stream hands every write on to the zip at once, ignoring
 * backpressure, so without this a fast database and a slow reader (or a slow compressor) would pile
 * the whole file up in memory. Rejects when the stream is gone (the person closed the download).
 */
function roomIn(stream: Writable | undefined): Promise<void> {
  // The zip's streams come from readable-stream 2, which has no `writableNeedDrain`: read its state.
  const state = (stream as { _writableState?: { needDrain?: boolean } } | undefined)?._writableState;
  if (!stream || !(stream.writableNeedDrain ?? state?.needDrain)) return Promise.resolve();
  if (stream.destroyed) return Promise.reject(new Error('the export was closed before it ended'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', drained);
      stream.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const drained = () => settle();
    const closed = () => settle(new Error('the export was closed before it ended'));
    stream.on('drain', drained);
    stream.on('close', closed);
  });
}

/**
 * Writes the reports as .xlsx to `out`: one header row, one row per bet detail, the report's cells
 * merged over its rows and an original's over its bets (the table's layout); dates as dates, numbers
 * as numbers, text guarded against formulas. Streams with bounded memory whatever the list's size: rows
go out in batches, each after the zip and `out` have room, and the merges wait compactly (MergeLog).
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
  const merges = new MergeLog();
  const room = async () => {
    await roomIn(internals.stream.pipes[0]);
    await roomIn(out);
    await new Promise(setImmediate);
  };
  let rowNumber = 1;
  let pending = '';
  let pendingRows = 0;
  for await (const report of reports) {
    for (const row of reportRows(report)) {
      rowNumber += 1;
      // Cells a merge covers are not written at all: less to write, and empty is what the import expects.
      const values = REPORT_COLUMNS.map((column) => (isCovered(row, column) ? undefined : cellValue(row, column)));
      pending += sheetRowXml(rowNumber, values, styles, LETTERS);
      merges.add(row, rowNumber);
      pendingRows += 1;
    }
    if (pendingRows >= ROWS_PER_WRITE) {
      internals.stream.write(pending);
      pending = '';
      pendingRows = 0;
      await room();
    }
  }
  if (pending) internals.stream.write(pending);
  // The sheet's end and its merges are written here, in chunks, where exceljs's commit writes them in
  // one string; exceljs writes the rest of the sheet after them (nothing sits between in an export).
  internals.stream.write('</sheetData>');
  await merges.writeXml(async (xml) => {
    internals.stream.write(xml);
    await room();
  });
  internals._writeCloseSheetData = () => undefined;
  internals._writeMergeCells = () => undefined;
  sheet.commit();
  await workbook.commit();
}

/** Cells another row's merge covers stay empty (what the import relies on). */
function isCovered(row: ReportRow, column: ReportColumn): boolean {
  if (column.level === 'report') return row.reportSpan === 0;
  if (column.level === 'original') return row.originalSpan === 0;
  return false;
}
