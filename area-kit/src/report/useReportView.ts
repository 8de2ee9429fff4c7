import { useDeferredValue, useMemo } from 'react';
import { clampPage, pageCount } from '@console/contract/paging';
import { pageOfReports, queryReports } from '@console/contract/reports';
import type { ReportStore } from './reportStore';

/**
 * The table's view of the list: filtered, sorted, totalled and paged in the browser. Filters and sort
 * are deferred, so typing in a filter stays smooth at 100,000 reports: the input updates at once and
 * the table follows when React has time (`stale` says the table still shows the previous filters).
 */
export function useReportView(useStore: ReportStore) {
  const index = useStore((state) => state.index);
  const filters = useStore((state) => state.filters);
  const sort = useStore((state) => state.sort);
  const page = useStore((state) => state.page);
  const pageSize = useStore((state) => state.pageSize);
  const shownFilters = useDeferredValue(filters);
  const shownSort = useDeferredValue(sort);

  const { matches, totals } = useMemo(
    () => queryReports(index, shownFilters, shownSort),
    [index, shownFilters, shownSort],
  );
  const pages = pageCount(matches.length, pageSize);
  const shownPage = clampPage(page, pages);
  const reports = useMemo(
    () => pageOfReports(index, matches, shownPage, pageSize),
    [index, matches, shownPage, pageSize],
  );

  return {
    reports,
    total: matches.length,
    totals,
    page: shownPage,
    pageSize,
    sort: shownSort,
    stale: shownFilters !== filters || shownSort !== sort,
  };
}
