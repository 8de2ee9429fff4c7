import { AREAS, type AreaDescriptor } from '../areas';
import type { Permission } from '../permissions';
import { AREA_INFO, DASHBOARD_RESOURCES, type AreaKey, type DashboardList } from '../resources/registry';
import type { CountStats, ProofStats, ReportStats } from './stats';

/**
 * The dashboard's two areas are the areas, by their keys; the spec's names of them on the dashboard
 * (foundation.md §2: CBTF for Turbo) are the registry's and appear only in the API paths (statsPath).
 */
export type DashboardArea = AreaKey;
export const DASHBOARD_AREA_KEYS: readonly DashboardArea[] = AREAS.map((area) => area.key);
export const AREA_OF = Object.fromEntries(AREAS.map((area) => [area.key, area])) as Record<
  DashboardArea,
  AreaDescriptor
>;

/** The lists the dashboard counts, one per resource; the clients card counts the proofs (/api/client is the proof API). */
export type ListKey = DashboardList;
/** The order the dashboard asks for them in. */
export const LIST_KEYS: readonly ListKey[] = ['proofs', 'reports', 'notes', 'whitelabels', 'prooftypes', 'sports'];

export interface ListStats {
  proofs: ProofStats;
  reports: ReportStats;
  notes: CountStats;
  whitelabels: CountStats;
  prooftypes: CountStats;
  sports: CountStats;
}

/** The right that opens a list's figures: the list's own listing right (foundation.md §6). */
export function listRight(area: AreaDescriptor, list: ListKey): Permission {
  return area[DASHBOARD_RESOURCES[list]].rights.listing;
}

/**
 * Where a list's figures come from, below /api (no leading slash, as the API client takes paths), under
 * the area's name on the dashboard: dashboard/cbtf/proofs for Turbo's proofs.
 */
export const statsPath = (area: DashboardArea, list: ListKey) => `${areaStatsPath(area)}/${list}`;

/**
 * Where several lists' figures come from in one call (`?lists=proofs,reports&start=&end=`): what the page
 * asks for together, so 50 people landing at once cost 50 calls, not 300.
 */
export const areaStatsPath = (area: DashboardArea) => `dashboard/${AREA_INFO[area].dashboard}`;

/**
 * One list's part of that answer: its figures, or why it was refused or failed (the status and message
 * its own call would have answered), so each list still fails on its own.
 */
export type ListOutcome<L extends ListKey> = { stats: ListStats[L] } | { status: number; message: string };

/** The answer of `areaStatsPath`: one outcome per list asked for. */
export type AreaStats = { [L in ListKey]?: ListOutcome<L> };

/** The `lists` parameter of `areaStatsPath`: the lists asked for, comma-separated, unknown names left out. */
export const listsParam = {
  write: (lists: readonly ListKey[]) => lists.join(','),
  read: (value: string | undefined): ListKey[] => LIST_KEYS.filter((list) => (value ?? '').split(',').includes(list)),
};
