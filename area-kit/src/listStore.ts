/** The table view's actions: a new sort or page size goes back to page 1, as any filter change does. */
export function listViewActions<Sort>(set: (change: { sort?: Sort; page?: number; pageSize?: number }) => void) {
  return {
    setSort: (sort: Sort) => set({ sort, page: 1 }),
    setPage: (page: number) => set({ page }),
    setPageSize: (pageSize: number) => set({ pageSize, page: 1 }),
  };
}

/**
 * For loads that may overlap (a reload while one is under way): each call starts a request and gives
 * back whether it is still the newest, so a slow old answer never overwrites a newer one.
 */
export function newestRequest(): () => () => boolean {
  let newest = 0;
  return () => {
    const mine = ++newest;
    return () => mine === newest;
  };
}
