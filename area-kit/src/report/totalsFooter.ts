import type { ReportColumn, ReportTotals } from '@console/contract/reports';

type ColumnKey = ReportColumn['key'];

/** One cell of the Totals: footer, under the column (or the run of columns) it names. */
export type FooterCell =
  | { kind: 'label'; key: ColumnKey }
  | { kind: 'total'; key: ColumnKey; value: number }
  | { kind: 'blank'; key: ColumnKey; span: number; first: boolean };

/** The column the footer's "Totals:" label sits under. */
const LABEL_COLUMN: ColumnKey = 'date';

/** The columns that have a total, by key: a reordered table keeps each total under its own column. */
export function totalsByColumn(totals: ReportTotals): Partial<Record<ColumnKey, number>> {
  return { pl: totals.pl, stack: totals.stack, acBalance: totals.acBalance, afterVoidBalance: totals.afterVoidBalance };
}

/**
 * The footer's cells, read column by column: the label under the date, each total under its column,
 * and every run of columns with neither as one cell spanning them. `first` marks the first such run
 * after the label, where a note about the totals goes.
 */
export function footerCells(
  columns: readonly ReportColumn[],
  totals: Partial<Record<ColumnKey, number>>,
): FooterCell[] {
  const cells: FooterCell[] = [];
  let labelled = false;
  let noted = false;
  for (const { key } of columns) {
    const total = totals[key];
    if (key === LABEL_COLUMN) {
      cells.push({ kind: 'label', key });
      labelled = true;
    } else if (total !== undefined) {
      cells.push({ kind: 'total', key, value: total });
    } else {
      const last = cells.at(-1);
      if (last?.kind === 'blank') last.span += 1;
      else {
        cells.push({ kind: 'blank', key, span: 1, first: labelled && !noted });
        noted ||= labelled;
      }
    }
  }
  return cells;
}
