import { emptyReportFilters, filtersFromQuery, filtersToQuery } from './filters';

describe('the export query', () => {
  it('names the spec fields, ranges as name[min]/name[max], and leaves empty ones out', () => {
    const filters = {
      ...emptyReportFilters(),
      searchTerm: ' ravi ',
      startDate: '2026-03-02',
      voidStatus: 'Not Void',
      pl: { min: '-5', max: '' },
      stack: { min: '', max: '100' },
    };
    expect(filtersToQuery(filters)).toEqual({
      searchTerm: 'ravi',
      startDate: '2026-03-02',
      voidStatus: 'Not Void',
      'pl[min]': '-5',
      'stack[max]': '100',
    });
  });

  it('reads back what it wrote, ignoring unknown and non-text parameters', () => {
    const filters = { ...emptyReportFilters(), agent: 'north', odds: { min: '1', max: '2' } };
    expect(
      filtersFromQuery({ ...filtersToQuery(filters), other: 'x', remark: ['first', 'second'], origin: 5 }),
    ).toEqual({
      ...filters,
      remark: 'first',
    });
  });
});
