import {
  compareValues,
  filterRows,
  listView,
  nextSort,
  pageCount,
  parseGoToPage,
  showingRange,
  sortRows,
} from './paging';

describe('nextSort', () => {
  it('sorts a new column ascending and toggles the same column', () => {
    const first = nextSort(null, 'user');
    expect(first).toEqual({ key: 'user', direction: 'asc' });
    const second = nextSort(first, 'user');
    expect(second).toEqual({ key: 'user', direction: 'desc' });
    expect(nextSort(second, 'user')).toEqual({ key: 'user', direction: 'asc' });
    expect(nextSort(second, 'url')).toEqual({ key: 'url', direction: 'asc' });
  });
});

describe('sortRows and compareValues', () => {
  const rows = [{ n: 'b10' }, { n: 'B2' }, { n: '' }, { n: 'a' }];
  it('orders text case-insensitively with numbers by value, empty last, both ways', () => {
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, (r, k) => r[k as 'n']).map((r) => r.n)).toEqual([
      'a',
      'B2',
      'b10',
      '',
    ]);
    expect(sortRows(rows, { key: 'n', direction: 'desc' }, (r, k) => r[k as 'n']).map((r) => r.n)[0]).toBe('');
  });
  it('compares numbers numerically and keeps the order without a sort', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues(BigInt('0x1a'), BigInt('0x19'))).toBeGreaterThan(0);
    expect(sortRows(rows, null, () => 0)).toEqual(rows);
  });
});

describe('filterRows', () => {
  it('matches any text case-insensitively and keeps all for a blank term', () => {
    const rows = [
      { a: 'Alpha', b: 'x' },
      { a: 'beta', b: 'ALPHABET' },
      { a: 'gamma', b: null },
    ];
    expect(filterRows(rows, 'alpha', (r) => [r.a, r.b])).toHaveLength(2);
    expect(filterRows(rows, '  ', (r) => [r.a, r.b])).toHaveLength(3);
  });
});

describe('page window', () => {
  it('counts pages (at least one) and the shown range', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(showingRange(3, 20, 41)).toEqual({ from: 41, to: 41 });
    expect(showingRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('accepts only an integer from 1 to the last page for go-to-page', () => {
    expect(parseGoToPage('3', 3)).toBe(3);
    expect(parseGoToPage(' 1 ', 3)).toBe(1);
    for (const bad of ['0', '4', '-1', '1.5', '2e0', 'abc', '', ' ']) expect(parseGoToPage(bad, 3)).toBeNull();
  });

  it('searches, sorts and cuts the requested page, keeping the page inside the range', () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `item ${i + 1}` }));
    const view = listView({
      rows,
      search: 'item',
      textsOf: (r) => [r.name],
      sort: { key: 'id', direction: 'desc' },
      valueOf: (r) => r.id,
      page: 9,
      pageSize: 20,
    });
    expect(view).toMatchObject({ total: 45, pages: 3, page: 3 });
    expect(view.rows.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
