import type { DashboardArea, ListKey } from '@console/contract/dashboard';

/** The dates of the figures, and how many times they were changed in this visit. */
export interface CountedDates {
  start: string;
  end: string;
  change: number;
}

/**
 * The query keys of the dashboard's figures: per visit of the page (each visit counts afresh), area and
 * list, and for the lists counted within dates, per change of the dates (each change counts them again,
 * back to earlier dates too; the newest change's figures are the ones shown).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  list: (visit: number, area: DashboardArea, list: ListKey) => [...dashboardKeys.all, visit, area, list] as const,
  figures: (visit: number, area: DashboardArea, list: ListKey, dates: CountedDates | null) =>
    [
      ...dashboardKeys.list(visit, area, list),
      dates?.change ?? null,
      dates?.start ?? null,
      dates?.end ?? null,
    ] as const,
};
