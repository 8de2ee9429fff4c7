import { api } from '@console/platform';
import { statsPath, type DashboardArea, type ListKey, type ListStats } from '@console/contract/dashboard';

/** One list's figures for the dates shown (GET /api/dashboard/{area}/{list}); the server counts. */
export function fetchStats<L extends ListKey>(
  area: DashboardArea,
  list: L,
  dates: { start: string; end: string },
): Promise<ListStats[L]> {
  return api.get(statsPath(area, list), { searchParams: dates }).json<ListStats[L]>();
}
