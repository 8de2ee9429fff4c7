import { listViewActions, newestRequest } from './listStore';

describe('listViewActions', () => {
  it('goes back to page 1 on a new sort or page size, and only moves the page on a page change', () => {
    const changes: unknown[] = [];
    const actions = listViewActions<string>((change) => changes.push(change));
    actions.setSort('name');
    actions.setPageSize(50);
    actions.setPage(3);
    expect(changes).toEqual([{ sort: 'name', page: 1 }, { pageSize: 50, page: 1 }, { page: 3 }]);
  });
});

describe('newestRequest', () => {
  it('tells an answer that a later request overtook it', () => {
    const start = newestRequest();
    const first = start();
    expect(first()).toBe(true);
    const second = start();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('keeps the requests of two lists apart', () => {
    const one = newestRequest()();
    newestRequest()();
    expect(one()).toBe(true);
  });
});
