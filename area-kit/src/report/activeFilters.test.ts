import { defaultReportFilters } from '@console/contract/reports';
import { activeFilterCount, drawerDefaults } from './activeFilters';

describe('activeFilterCount', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const defaults = drawerDefaults(now);

  it('counts nothing for the page as it opens, or for a search (the search box shows its own)', () => {
    expect(activeFilterCount(defaultReportFilters(now), defaults)).toBe(0);
    expect(activeFilterCount({ ...defaultReportFilters(now), searchTerm: 'amit' }, defaults)).toBe(0);
    expect(activeFilterCount({ ...defaultReportFilters(now), agent: '  ' }, defaults)).toBe(0);
  });

  it('counts each changed field once, a P&L range with both ends as one, a cleared date too', () => {
    const filters = {
      ...defaultReportFilters(now),
      pl: { min: '10', max: '500' },
      voidStatus: 'Void',
      startDate: '',
    };
    expect(activeFilterCount(filters, defaults)).toBe(3);
  });
});
