import { defaultReportFilters, type ReportFilters } from '@console/contract/reports';

type DrawerFilters = Omit<ReportFilters, 'searchTerm'>;

const trimmed = (value: ReportFilters[keyof ReportFilters]) =>
  typeof value === 'string' ? value.trim() : { min: value.min.trim(), max: value.max.trim() };

/** The drawer's filters as the page opens (the search box is not the drawer's: it shows its own). */
export function drawerDefaults(now: Date = new Date()): DrawerFilters {
  const { searchTerm: _search, ...drawer } = defaultReportFilters(now);
  return drawer;
}

/**
 * How many of the drawer's filters differ from the page's defaults (a min/max range counts once): what
 * the Filters switch shows while the drawer is closed, so a filtered list never looks like the whole one.
 */
export function activeFilterCount(filters: ReportFilters, defaults: DrawerFilters = drawerDefaults()): number {
  return (Object.keys(defaults) as Array<keyof DrawerFilters>).filter(
    (key) => JSON.stringify(trimmed(filters[key])) !== JSON.stringify(trimmed(defaults[key])),
  ).length;
}
