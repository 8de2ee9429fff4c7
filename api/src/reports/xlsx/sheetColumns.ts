import { REPORT_COLUMNS, type ReportColumn } from '@console/contract/reports';

/** Header texts the import understands besides the export's own labels. */
const ALIASES: Record<string, string> = {
  'account balance': 'acBalance',
  sports: 'sportNames',
  'sport name': 'sportNames',
  'sport names': 'sportNames',
  'event name': 'eventNames',
  'event names': 'eventNames',
  'market name': 'marketNames',
  'market names': 'marketNames',
  pl: 'pl',
  'added by': 'recordAddBy',
};

/** Columns a sheet may leave out (blank in every report, or the importer's name for Record Added By). */
const OPTIONAL = new Set(['origin', 'remark', 'recordAddBy']);

const BY_HEADER = new Map<string, ReportColumn>([
  ...REPORT_COLUMNS.map((column) => [column.label.toLowerCase(), column] as const),
  ...Object.entries(ALIASES).map(([alias, key]) => [alias, REPORT_COLUMNS.find((c) => c.key === key)!] as const),
]);

/**
 * Where each report column sits in a sheet: by position in REPORT_COLUMNS, the sheet's 1-based column
 * number, or 0 when the sheet lacks it.
 */
export type ColumnMap = number[];

/** Reads a header row: the columns found, and the labels of required ones that are missing. */
export function mapHeader(headers: ReadonlyMap<number, string>): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = REPORT_COLUMNS.map(() => 0);
  for (const [number, header] of headers) {
    const column = BY_HEADER.get(header.trim().toLowerCase());
    const position = column ? REPORT_COLUMNS.indexOf(column) : -1;
    if (position >= 0 && columns[position] === 0) columns[position] = number;
  }
  const missing = REPORT_COLUMNS.filter((column, i) => columns[i] === 0 && !OPTIONAL.has(column.key)).map(
    (c) => c.label,
  );
  return { columns, missing };
}

/** Positions (in REPORT_COLUMNS) of the columns of one level, and of each key. */
export const POSITIONS_OF_LEVEL: Record<ReportColumn['level'], number[]> = {
  report: [],
  original: [],
  bet: [],
};
REPORT_COLUMNS.forEach((column, i) => POSITIONS_OF_LEVEL[column.level].push(i));

export const POSITION_OF = Object.fromEntries(REPORT_COLUMNS.map((column, i) => [column.key, i])) as Record<
  ReportColumn['key'],
  number
>;
