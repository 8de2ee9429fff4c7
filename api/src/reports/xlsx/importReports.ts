import {
  issueMessages,
  normalizeReportInput,
  REPORT_COLUMNS,
  validateReport,
  type ReportColumn,
  type ReportInput,
  type ReportIssue,
} from '@console/contract/reports';
import { dayOf, namesOf, numberOf, readCell, textOf, timeOf, type CellReading } from './cells';
import { mapHeader, POSITION_OF, POSITIONS_OF_LEVEL, type ColumnMap } from './sheetColumns';
import { isReadPart, workbookSheets, type SheetRow } from './workbookRows';
import { checkXlsxZip, ZipProblem } from './zipGuard';
import { Refusal } from '../../http/refusal';
import type { ImportProblem } from '@console/contract/wire';

/** A report read from the file, with where it starts (its first row) for what is said about it. */
export interface ImportedReport {
  report: ReportInput;
  recordAddBy: string;
  sheetName: string;
  rowIndex: number;
}

export interface ParsedImport {
  reports: ImportedReport[];
  errors: ImportProblem[];
  blankRows: ImportProblem[];
}

/** The whole file is refused (not a spreadsheet, too big, too many rows): nothing is stored. */
export interface ImportOptions {
  catchBy: string[];
  /** Who imports: the Record Added By of every imported report (the sheet's column is not believed). */
  importedBy: string;
  maxRows: number;
}

interface RowCells {
  row: number;
  /** By position in REPORT_COLUMNS. */
  cells: CellReading[];
}

/** A report being read: its first row, then its originals, each with its bet rows. */
interface Draft {
  first: RowCells;
  originals: Array<{ first: RowCells; bets: RowCells[] }>;
  refusals: ImportProblem[];
}

const EMPTY: CellReading = { kind: 'empty' };

function levelIsEmpty(rowCells: RowCells, level: ReportColumn['level']): boolean {
  return POSITIONS_OF_LEVEL[level].every((position) => rowCells.cells[position].kind === 'empty');
}

const cell = (rowCells: RowCells, key: ReportColumn['key']) => rowCells.cells[POSITION_OF[key]];

/** The report a draft describes, read the way the export writes it. */
function reportOf(draft: Draft, importedBy: string): { report: ReportInput; recordAddBy: string } {
  const text = (key: ReportColumn['key']) => textOf(cell(draft.first, key));
  const report = normalizeReportInput({
    date: dayOf(cell(draft.first, 'date')),
    userName: text('userName'),
    agent: text('agent'),
    origin: text('origin'),
    catchBy: text('catchBy'),
    proofType: text('proofType'),
    proofStatus: text('proofStatus'),
    voidStatus: text('voidStatus'),
    remark: text('remark'),
  });
  report.acBalance = numberOf(cell(draft.first, 'acBalance'));
  report.afterVoidBalance = numberOf(cell(draft.first, 'afterVoidBalance'));
  report.originals = draft.originals.map(({ first, bets }) => ({
    // Sport names hold no commas, so a hand-made "Cricket, Tennis" is two sports.
    sportNames: namesOf(cell(first, 'sportNames')).flatMap((name) =>
      name
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    eventNames: namesOf(cell(first, 'eventNames')),
    marketNames: namesOf(cell(first, 'marketNames')),
    pl: numberOf(cell(first, 'pl')),
    betDetails: bets.map((bet) => ({
      odds: numberOf(cell(bet, 'odds')),
      stack: numberOf(cell(bet, 'stack')),
      time: timeOf(cell(bet, 'time')),
    })),
  }));
  // Who added a record is whoever is logged in, as on create: a sheet saying `admin` proves nothing.
  return { report, recordAddBy: importedBy };
}

/** The sheet row a rule broke on: the bet's row, the original's first row, or the report's. */
function rowOfIssue(draft: Draft, issue: ReportIssue): number {
  const match = /^originals\.(\d+)(?:\.betDetails\.(\d+))?/.exec(issue.path);
  const original = match ? draft.originals[Number(match[1])] : undefined;
  if (!original) return draft.first.row;
  const bet = match?.[2] !== undefined ? original.bets[Number(match[2])] : undefined;
  return bet?.row ?? original.first.row;
}

/**
 * Reads one worksheet row by row, grouping rows into reports as the export merges them. A report is
 * settled (checked, then kept or refused) as soon as it is complete: when the next report starts, at a
 * blank row, or at the sheet's end.
 */
class SheetReader {
  private columns: ColumnMap | null = null;
  private headerRow = 0;
  private draft: Draft | null = null;
  private lastRow = 0;

  constructor(
    private readonly sheetName: string,
    private readonly result: ParsedImport,
    private readonly settle: (draft: Draft) => void,
  ) {}

  /** The sheet has no more rows: its last report is complete. */
  end(): void {
    this.startDraft(null);
  }

  private startDraft(next: Draft | null): void {
    if (this.draft) this.settle(this.draft);
    this.draft = next;
  }

  /** Feeds one row; answers how many rows of data the sheet has reached so far. */
  add(row: SheetRow): number {
    const rowNumber = row.number;
    if (!this.columns) {
      this.readHeader(row);
      return 0;
    }
    if (this.columns.length === 0) return rowNumber - this.headerRow;
    // Rows missing from the file between two rows are blank rows too.
    for (let gap = this.lastRow + 1; gap < rowNumber; gap += 1) this.blank(gap);
    this.lastRow = rowNumber;
    const cells: RowCells = {
      row: rowNumber,
      cells: this.columns.map((number) => (number ? readCell(row.values[number]) : EMPTY)),
    };
    if (cells.cells.every((reading) => reading.kind === 'empty')) this.blank(rowNumber);
    else this.addDataRow(cells);
    return rowNumber - this.headerRow;
  }

  private readHeader(row: SheetRow): void {
    const headers = new Map<number, string>();
    row.values.forEach((value, number) => {
      const reading = readCell(value);
      if (reading.kind !== 'empty') headers.set(number, textOf(reading));
    });
    if (headers.size === 0) return;
    const { columns, missing } = mapHeader(headers);
    this.headerRow = row.number;
    this.lastRow = row.number;
    if (missing.length) {
      this.result.errors.push({
        sheetName: this.sheetName,
        rowIndex: row.number,
        msg: `Missing columns: ${missing.join(', ')}`,
      });
      this.columns = [];
      return;
    }
    this.columns = columns;
  }

  private blank(rowNumber: number): void {
    this.result.blankRows.push({ sheetName: this.sheetName, rowIndex: rowNumber, msg: 'Blank row' });
    // A blank row ends the report above it.
    this.startDraft(null);
  }

  private addDataRow(cells: RowCells): void {
    const refusals: ImportProblem[] = [];
    cells.cells.forEach((reading, position) => {
      if (reading.kind === 'refused') {
        refusals.push({
          sheetName: this.sheetName,
          rowIndex: cells.row,
          msg: `${REPORT_COLUMNS[position].label}: ${reading.reason}`,
        });
      }
    });
    if (!levelIsEmpty(cells, 'report')) {
      this.startDraft({ first: cells, originals: [], refusals: [] });
    } else if (!this.draft) {
      // Merged cells of the export are empty on every row but the first; here nothing came first.
      this.result.errors.push({
        sheetName: this.sheetName,
        rowIndex: cells.row,
        msg: 'The row continues a report, but no report starts above it',
      });
      return;
    }
    const draft = this.draft!;
    draft.refusals.push(...refusals);
    if (!levelIsEmpty(cells, 'original') || draft.originals.length === 0) {
      draft.originals.push({ first: cells, bets: [] });
    }
    if (!levelIsEmpty(cells, 'bet')) draft.originals[draft.originals.length - 1].bets.push(cells);
  }
}

/** A complete report kept (checked by the form's rules) or refused with its first problem. */
function settleDraft(
  draft: Draft,
  sheetName: string,
  options: ImportOptions,
  result: ParsedImport,
): ImportedReport | null {
  if (draft.refusals.length) {
    result.errors.push(draft.refusals[0]);
    return null;
  }
  const parsed = reportOf(draft, options.importedBy);
  const issues = validateReport(parsed.report, { catchBy: options.catchBy });
  if (issues.length) {
    result.errors.push({ sheetName, rowIndex: rowOfIssue(draft, issues[0]), msg: issueMessages(issues).join('; ') });
    return null;
  }
  const imported = { ...parsed, sheetName, rowIndex: draft.first.row };
  result.reports.push(imported);
  return imported;
}

/** The file's problems in its order: by sheet, then by row. */
function sortErrors(result: ParsedImport, sheetNames: string[]): void {
  const sheetOrder = new Map(sheetNames.map((name, i) => [name, i]));
  const place = (problem: ImportProblem) => sheetOrder.get(problem.sheetName) ?? 0;
  result.errors.sort((a, b) => place(a) - place(b) || (a.rowIndex ?? 0) - (b.rowIndex ?? 0));
}

/** An .xlsx checked as a zip (zipGuard.ts), with the parts its rows are read from. */
export async function openReportsXlsx(file: Buffer): Promise<Map<string, Buffer>> {
  try {
    return await checkXlsxZip(file, undefined, isReadPart);
  } catch (error) {
    if (error instanceof ZipProblem) throw new Refusal(400, error.message);
    throw error;
  }
}

/** What the caller's `onReports` threw: passed on as it is, never taken for an unreadable file. */
class HandedOn extends Error {
  readonly error: Error;
  constructor(thrown: unknown) {
    super('handed on');
    this.error = thrown instanceof Error ? thrown : new Error(String(thrown));
  }
}

/**
 * Reads the reports of an opened .xlsx (openReportsXlsx) in the export's format: one header row, one row
 * per bet detail, a report's cells (merged in the export) given on its first row only. Every report is
 * checked with the form's rules; problems are reported per row. Whole-file problems throw a Refusal.
 * `onReports` is given the reports kept so far after each stretch of the file is read, so the caller can
 * store them while the rest is read (an import writes as it reads).
 */
export async function readReportsXlsx(
  parts: Map<string, Buffer>,
  options: ImportOptions,
  onReports?: (reports: ImportedReport[]) => Promise<void>,
): Promise<ParsedImport> {
  const result: ParsedImport = { reports: [], errors: [], blankRows: [] };
  const sheetNames: string[] = [];
  let ready: ImportedReport[] = [];
  const handOn = async () => {
    if (!onReports || !ready.length) return;
    const reports = ready;
    ready = [];
    try {
      await onReports(reports);
    } catch (error) {
      throw new HandedOn(error);
    }
  };
  let rowsBefore = 0;
  try {
    for (const sheet of workbookSheets(parts)) {
      const settle = (draft: Draft) => {
        const kept = settleDraft(draft, sheet.name, options, result);
        if (kept) ready.push(kept);
      };
      const reader = new SheetReader(sheet.name, result, settle);
      sheetNames.push(sheet.name);
      let rows = 0;
      for await (const batch of sheet.batches) {
        for (const row of batch) rows = reader.add(row);
        if (rowsBefore + rows > options.maxRows) {
          throw new Refusal(400, `The file has more than ${options.maxRows.toLocaleString('en')} rows`);
        }
        await handOn();
      }
      reader.end();
      rowsBefore += rows;
    }
    await handOn();
  } catch (error) {
    if (error instanceof HandedOn) throw error.error;
    if (error instanceof Refusal) throw error;
    throw new Refusal(400, 'The file could not be read as an .xlsx spreadsheet');
  }
  sortErrors(result, sheetNames);
  return result;
}

/** Opens and reads an .xlsx of reports at once (openReportsXlsx, readReportsXlsx). */
export async function parseReportsXlsx(file: Buffer, options: ImportOptions): Promise<ParsedImport> {
  return readReportsXlsx(await openReportsXlsx(file), options);
}
