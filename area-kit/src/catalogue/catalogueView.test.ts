import { createCatalogueView } from './catalogueView';

describe("a catalogue page's view", () => {
  it('goes back to page 1 on a new search, sort or page size', () => {
    const store = createCatalogueView<{ _id: string }, unknown, 'name'>({
      defaultSort: { key: 'name', direction: 'asc' },
      defaultPageSize: 20,
    });
    const { setPage, setSearch, setSort, setPageSize } = store.getState();
    setPage(3);
    setSearch('x');
    expect(store.getState().page).toBe(1);
    setPage(3);
    setSort({ key: 'name', direction: 'desc' });
    expect(store.getState().page).toBe(1);
    setPage(3);
    setPageSize(50);
    expect(store.getState()).toMatchObject({ page: 1, pageSize: 50 });
  });
});
