import { Suspense } from 'react';
import { preloadable } from 'shared-kit/preloadable';
import type { EChartProps } from './EChart';

// echarts is the largest piece of the admin remote: it arrives in its own chunk when a chart is first
// drawn (or when a page that draws charts asks for it ahead), so the page around it (cards, tables,
// forms) shows at once. Loaded ahead, a chart draws without its placeholder first (preloadable).
const EChart = preloadable(() => import(/* webpackChunkName: "echarts" */ './EChart'));
export const loadCharts = () => EChart.preload();

/** A chart that loads echarts on first use; its place is kept meanwhile so the page does not jump. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<div role="img" aria-label={`${props.label} (loading)`} style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
