import type { ChartEntry } from './forexChartApi';
import type { DayRange } from './forexChartStore';

export interface PnlRow extends ChartEntry {
  /** The entry's day, YYYY-MM-DD. */
  day: string;
  /** This amount minus the previous entry's in the range (0 for the first). */
  pnl: number;
  /** This pnl minus the previous entry's pnl (0 for the first). */
  delta_pnl: number;
}

export const dayOf = (entry: ChartEntry) => entry.date.slice(0, 10);

/** The entries of the range (inclusive days, either end may be open), oldest first, with pnl and delta_pnl. */
export function pnlRows(entries: readonly ChartEntry[], range: DayRange): PnlRow[] {
  const inRange = entries
    .map((entry) => ({ entry, day: dayOf(entry) }))
    .filter(({ day }) => (!range.from || day >= range.from) && (!range.to || day <= range.to))
    .sort((a, b) => a.day.localeCompare(b.day));
  const rows: PnlRow[] = [];
  for (const { entry, day } of inRange) {
    const previous = rows.at(-1);
    const pnl = previous ? entry.amount - previous.amount : 0;
    rows.push({ ...entry, day, pnl, delta_pnl: previous ? pnl - previous.pnl : 0 });
  }
  return rows;
}

/** Numbers as the table shows them: two decimals. */
export const twoDecimals = (value: number) => value.toFixed(2);
