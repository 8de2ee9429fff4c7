import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIST_KEYS, type DashboardArea, type ListKey, type ListStats } from '@console/contract/dashboard';
import type { Principal } from '@console/contract/permissions';
import { readableLists } from './access';
import { fetchStats } from './dashboardApi';
import { DASHBOARD_AREAS } from './dashboardAreas';
import { dashboardKeys, type CountedDates } from './dashboardKeys';
import { listState, type AreaData } from './listState';

/** Lists counted within the dates; whitelabels, proof types and sports count all whatever the dates. */
const DATED: readonly ListKey[] = ['proofs', 'reports', 'notes'];

/** The figures of this list last counted in this visit (other dates), shown dimmed while the new ones come. */
function lastCounted(client: QueryClient, key: readonly unknown[]): ListStats[ListKey] | undefined {
  const counted = client
    .getQueryCache()
    .findAll({ queryKey: key })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return counted[0]?.state.data as ListStats[ListKey] | undefined;
}

/**
 * The shown area's figures, list by list: only the lists the person may read, each counted by the
 * server for the dates shown and failing on its own. An area is counted when first shown in a visit and
 * not again when shown again; new dates count the dated lists again.
 */
export function useAreaFigures(
  visit: number,
  area: DashboardArea | null,
  dates: CountedDates,
  who: Principal | null,
): AreaData {
  const client = useQueryClient();
  const lists = area ? readableLists(who, area) : [];
  const queries = useQueries({
    queries: lists.map((list) => ({
      queryKey: dashboardKeys.figures(visit, area!, list, DATED.includes(list) ? dates : null),
      queryFn: () => fetchStats(area!, list, { start: dates.start, end: dates.end }),
      staleTime: Infinity,
      retryOnMount: false,
      placeholderData: () => lastCounted(client, dashboardKeys.list(visit, area!, list)),
    })),
  });
  return Object.fromEntries(
    LIST_KEYS.map((list) => {
      const query = queries[lists.indexOf(list)];
      return [
        list,
        query && area ? listState(query, DASHBOARD_AREAS[area].lists[list].fetchFailed) : { status: 'idle' },
      ];
    }),
  ) as AreaData;
}
