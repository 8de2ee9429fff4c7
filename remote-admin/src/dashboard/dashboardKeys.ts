import type { DashboardArea, ListKey } from '@console/contract/dashboard';

/**
 * The query keys of the dashboard's figures: per visit of the page (each visit counts afresh), area and
 * list, and for the lists counted within dates, per dates (the newest dates' figures are the ones shown).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  list: (visit: number, area: DashboardArea, list: ListKey) => [...dashboardKeys.all, visit, area, list] as const,
  figures: (visit: number, area: DashboardArea, list: ListKey, dates: { start: string; end: string } | null) =>
    [...dashboardKeys.list(visit, area, list), dates?.start ?? null, dates?.end ?? null] as const,
};
