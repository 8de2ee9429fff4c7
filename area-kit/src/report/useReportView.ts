import type { ReportStore } from './reportStore';

/**
 * The table's view of the list: the page answered for the filters, sort and page, with the count and
 * totals over the whole filtered list. The server answers while the browser has no whole copy (or
 * never, above the configured size); the list worker answers once it has one, on its own thread, so
 * typing stays smooth. Both give the same answer, so which one did is not shown; `stale` says the
 * table still shows an earlier answer while a newer one is on its way.
 */
export function useReportView(useStore: ReportStore) {
  const rows = useStore((state) => state.rows);
  const total = useStore((state) => state.total);
  const totals = useStore((state) => state.totals);
  const shown = useStore((state) => state.shown);
  const filters = useStore((state) => state.filters);
  const sort = useStore((state) => state.sort);
  const page = useStore((state) => state.page);
  const pageSize = useStore((state) => state.pageSize);
  const asked = { filters, sort, page, pageSize };
  const stale = shown === null || JSON.stringify(shown.query) !== JSON.stringify(asked);

  return {
    reports: rows,
    total,
    totals,
    page: shown?.query.page ?? page,
    pageSize: shown?.query.pageSize ?? pageSize,
    sort: shown?.query.sort ?? sort,
    stale,
    engine: shown?.engine ?? null,
  };
}
