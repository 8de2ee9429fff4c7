import type { ReportStore } from './reportStore';

/**
 * The table's view of the list: the page the list worker answered for the filters, sort and page,
 * filtered, sorted and totalled over the whole list in the browser. Typing stays smooth at 100,000
 * reports because the work runs on the worker's thread; `stale` says the table still shows an earlier
 * answer, `provisional` that its count and totals are the server's first page while the list loads.
 */
export function useReportView(useStore: ReportStore) {
  const rows = useStore((state) => state.rows);
  const total = useStore((state) => state.total);
  const totals = useStore((state) => state.totals);
  const shown = useStore((state) => state.shown);
  const complete = useStore((state) => state.complete);
  const progress = useStore((state) => state.progress);
  const filters = useStore((state) => state.filters);
  const sort = useStore((state) => state.sort);
  const page = useStore((state) => state.page);
  const pageSize = useStore((state) => state.pageSize);
  const asked = { filters, sort, page, pageSize };
  const stale = shown === null || JSON.stringify(shown) !== JSON.stringify(asked);

  return {
    reports: rows,
    total,
    totals,
    page: shown?.page ?? page,
    pageSize: shown?.pageSize ?? pageSize,
    sort: shown?.sort ?? sort,
    stale,
    /** Nothing to show yet for what is asked: the whole list is still on its way. */
    waiting: !complete && stale,
    provisional: !complete,
    progress,
  };
}
