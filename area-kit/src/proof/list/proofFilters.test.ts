import { activeFilterCount, defaultFilters } from './proofFilters';

describe('proof filters', () => {
  it('start from the 2nd of the Kolkata month to today, or from the 2nd of the previous month on the 1st', () => {
    expect(defaultFilters(new Date('2026-03-10T09:00:00Z'))).toMatchObject({
      dateFrom: '2026-03-02',
      dateTo: '2026-03-10',
      user: '',
    });
    // 1 April 2026, 01:00 in Kolkata (still 31 March in UTC).
    expect(defaultFilters(new Date('2026-03-31T19:30:00Z'))).toMatchObject({
      dateFrom: '2026-03-02',
      dateTo: '2026-04-01',
    });
  });

  it('count the filters a person changed', () => {
    const defaults = defaultFilters(new Date('2026-03-10T09:00:00Z'));
    expect(activeFilterCount(defaults, defaults)).toBe(0);
    expect(activeFilterCount({ ...defaults, user: 'x', dateFrom: '' }, defaults)).toBe(2);
  });
});
