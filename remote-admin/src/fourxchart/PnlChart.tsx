import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts';
import { chartOption, CHART_TITLE } from './chartOption';
import type { PnlRow } from './pnl';

/** The line chart, 400 px high, drawn as SVG (crisp at any zoom, and readable by tests). */
export function PnlChart({ rows }: { rows: readonly PnlRow[] }) {
  return (
    <figure aria-label={CHART_TITLE} style={{ margin: 0 }}>
      <ReactEChartsCore echarts={echarts} option={chartOption(rows)} notMerge opts={{ renderer: 'svg' }} style={{ height: 400, width: '100%' }} />
    </figure>
  );
}
