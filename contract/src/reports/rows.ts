import type { BetDetail, Original, Report } from './types';

/**
 * How one report spreads over table rows, shared by the page's table and the xlsx export: one row per
 * bet detail; the report's own cells span all its rows, an original's cells (sports, events, markets,
 * P&L) span that original's bet details. An original without bet details, or a report without
 * originals, still takes one row.
 */
export interface ReportRow {
  report: Report;
  /** Rows the report's cells span, on the report's first row; 0 on the rows it covers. */
  reportSpan: number;
  original: Original | null;
  originalIndex: number;
  /** Rows the original's cells span, on its first row; 0 on the rows it covers. */
  originalSpan: number;
  bet: BetDetail | null;
}

const rowsOf = (original: Original) => Math.max(1, original.betDetails.length);

export function reportRows(report: Report): ReportRow[] {
  const total = report.originals.reduce((sum, original) => sum + rowsOf(original), 0) || 1;
  if (report.originals.length === 0) {
    return [{ report, reportSpan: 1, original: null, originalIndex: 0, originalSpan: 1, bet: null }];
  }
  const rows: ReportRow[] = [];
  report.originals.forEach((original, originalIndex) => {
    const bets = original.betDetails.length ? original.betDetails : [null];
    bets.forEach((bet, betIndex) => {
      rows.push({
        report,
        reportSpan: rows.length === 0 ? total : 0,
        original,
        originalIndex,
        originalSpan: betIndex === 0 ? rowsOf(original) : 0,
        bet,
      });
    });
  });
  return rows;
}
