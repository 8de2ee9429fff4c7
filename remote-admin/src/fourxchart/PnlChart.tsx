import { LazyChart } from '../charts/LazyChart';
import { chartOption, CHART_TITLE } from './chartOption';
import type { PnlRow } from './pnl';

/** The line chart, 400 px high. */
export function PnlChart({ rows }: { rows: readonly PnlRow[] }) {
  return <LazyChart label={CHART_TITLE} option={chartOption(rows)} height={400} />;
}
