import type { CellValue } from 'exceljs';

/**
 * Text cells that a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) get
 * a leading ' when exported; the import takes it off again, so an export re-imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const unguard = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** A cell as the import reads it: empty, text, a number, a date, or something refused. */
export type CellReading =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: Date }
  | { kind: 'refused'; reason: string };

const EMPTY: CellReading = { kind: 'empty' };

function objectReading(value: object): CellReading {
  if ('formula' in value || 'sharedFormula' in value) return { kind: 'refused', reason: 'formulas are not accepted' };
  if ('error' in value) return { kind: 'refused', reason: `the cell holds the error ${String(value.error)}` };
  if ('richText' in value && Array.isArray(value.richText)) {
    return textReading(value.richText.map((run: { text?: string }) => run.text ?? '').join(''));
  }
  if ('text' in value && typeof value.text === 'string') return textReading(value.text);
  return { kind: 'refused', reason: 'the cell holds an unreadable value' };
}

function textReading(raw: string): CellReading {
  const text = unguard(raw.trim()).trim();
  return text ? { kind: 'text', text } : EMPTY;
}

export function readCell(value: CellValue | undefined): CellReading {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return textReading(value);
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : EMPTY;
  if (typeof value === 'boolean') return { kind: 'text', text: String(value) };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? EMPTY : { kind: 'date', value };
  return objectReading(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel counts days from 1899-12-30 (with its 1900 leap-year bug folded in). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A report date: a date cell, an Excel day number, or text as YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY. */
export function dayOf(cell: CellReading): string {
  if (cell.kind === 'date') return cell.value.toISOString().slice(0, 10);
  if (cell.kind === 'number')
    return new Date(EXCEL_EPOCH_MS + Math.round(cell.value) * DAY_MS).toISOString().slice(0, 10);
  if (cell.kind !== 'text') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(cell.text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dayFirst = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(cell.text);
  if (dayFirst) return `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
  return cell.text;
}

/** A bet time: text HH:MM:SS, or a time cell (a fraction of a day, or a date on Excel's epoch). */
export function timeOf(cell: CellReading): string {
  if (cell.kind === 'text') return cell.text;
  let seconds: number;
  if (cell.kind === 'number') seconds = Math.round((cell.value % 1) * 86_400);
  else if (cell.kind === 'date') seconds = Math.round((cell.value.getTime() - EXCEL_EPOCH_MS) / 1000) % 86_400;
  else return '';
  return `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A number cell, or numeric text; NaN for anything else, so the report rules refuse it. */
export function numberOf(cell: CellReading): number {
  if (cell.kind === 'number') return cell.value;
  if (cell.kind === 'empty') return 0;
  if (cell.kind === 'text' && cell.text.trim() !== '') return Number(cell.text.replace(/,/g, ''));
  return Number.NaN;
}

export function textOf(cell: CellReading): string {
  if (cell.kind === 'text') return cell.text;
  if (cell.kind === 'number') return String(cell.value);
  if (cell.kind === 'date') return cell.value.toISOString().slice(0, 10);
  return '';
}

/** A names cell holds one name per line (the export writes them so; commas can be part of a name). */
export function namesOf(cell: CellReading): string[] {
  return textOf(cell)
    .split(/\r?\n/)
    .map((name) => name.trim())
    .filter(Boolean);
}
