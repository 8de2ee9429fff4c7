import type { ReportColumnKey } from './types';

/** Which level of a report a column belongs to: the report itself, an original, or a bet detail. */
export type ColumnLevel = 'report' | 'original' | 'bet';

export type ColumnKind = 'date' | 'text' | 'names' | 'number' | 'time';

export interface ReportColumn {
  key: ReportColumnKey;
  /** Table header and export header. */
  label: string;
  level: ColumnLevel;
  kind: ColumnKind;
}

/**
 * The report columns in the spec's order (turbo.md §2 / forex.md §2): the table's headers and the
 * export's (and so the import's) columns. The account balance is labelled Before Void Balance.
 */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'date', label: 'Date', level: 'report', kind: 'date' },
  { key: 'userName', label: 'User Name', level: 'report', kind: 'text' },
  { key: 'agent', label: 'Agent', level: 'report', kind: 'text' },
  { key: 'origin', label: 'Origin', level: 'report', kind: 'text' },
  { key: 'sportNames', label: 'Sport', level: 'original', kind: 'names' },
  { key: 'eventNames', label: 'Event', level: 'original', kind: 'names' },
  { key: 'marketNames', label: 'Market', level: 'original', kind: 'names' },
  { key: 'pl', label: 'P&L', level: 'original', kind: 'number' },
  { key: 'odds', label: 'Odds', level: 'bet', kind: 'number' },
  { key: 'stack', label: 'Stack', level: 'bet', kind: 'number' },
  { key: 'time', label: 'Time', level: 'bet', kind: 'time' },
  { key: 'acBalance', label: 'Before Void Balance', level: 'report', kind: 'number' },
  { key: 'afterVoidBalance', label: 'After Void Balance', level: 'report', kind: 'number' },
  { key: 'catchBy', label: 'Catch By', level: 'report', kind: 'text' },
  { key: 'proofType', label: 'Proof Type', level: 'report', kind: 'text' },
  { key: 'proofStatus', label: 'Proof Status', level: 'report', kind: 'text' },
  { key: 'voidStatus', label: 'Void Status', level: 'report', kind: 'text' },
  { key: 'remark', label: 'Remark', level: 'report', kind: 'text' },
  { key: 'recordAddBy', label: 'Record Added By', level: 'report', kind: 'text' },
];
