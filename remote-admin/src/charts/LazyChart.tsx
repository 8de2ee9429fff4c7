import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

// echarts is the largest piece of the admin remote: it arrives in its own chunk when a chart is first
// drawn, so the page around it (cards, tables, forms) shows at once.
export const loadCharts = () => import(/* webpackChunkName: "echarts" */ './EChart');
const EChart = lazy(loadCharts);

/** A chart that loads echarts on first use; its place is kept meanwhile so the page does not jump. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<div role="img" aria-label={`${props.label} (loading)`} style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
