import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { echarts } from './echarts';

export interface EChartProps {
  /** Names the figure for screen readers (the chart's title). */
  label: string;
  option: EChartsCoreOption;
  height: number;
}

/** One chart, drawn as SVG: crisp at any zoom, and readable by tests. */
export default function EChart({ label, option, height }: EChartProps) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
    </figure>
  );
}
