import { formatDate } from '@console/contract/time';
import type { PnlRow } from './pnl';

export const CHART_TITLE = '4xChart: Amount vs Date';

/** Ticks the amount axis shows at most; beyond that the spec's step of 5 becomes a multiple of 5. */
const MAX_TICKS = 10;

/**
 * The amount axis starts at zero with a step of 5 (the spec). Ledgers in the thousands would get
 * hundreds of unreadable ticks at 5, so the step grows in multiples of 5 to keep at most ten.
 */
export function amountStep(rows: readonly PnlRow[]): number {
  const highest = Math.max(0, ...rows.map((row) => row.amount));
  return 5 * Math.max(1, Math.ceil(highest / 5 / MAX_TICKS));
}

/** The echarts option of the line chart: date on x, amount on y. */
export function chartOption(rows: readonly PnlRow[]) {
  return {
    title: { text: CHART_TITLE, left: 'center' },
    tooltip: { trigger: 'axis' as const },
    grid: { left: 56, right: 24, top: 56, bottom: 40 },
    xAxis: { type: 'category' as const, name: 'Date', data: rows.map((row) => formatDate(row.day)) },
    yAxis: { type: 'value' as const, name: 'Amount', min: 0, interval: amountStep(rows) },
    series: [{ name: 'Amount', type: 'line' as const, data: rows.map((row) => row.amount) }],
  };
}
