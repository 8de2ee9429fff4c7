import { dayRange } from './dayRange';

describe('dashboard date range (foundation.md §3, §5)', () => {
  it('reads year-month-day when the first part exceeds 31, else day-month-year', () => {
    expect(dayRange('2026-03-05', '05-04-2026')).toEqual({ from: '2026-03-05', to: '2026-04-05' });
    expect(dayRange('5-3-2026', ' 2026-3-9 ')).toEqual({ from: '2026-03-05', to: '2026-03-09' });
    // 31 is not more than 31: day first.
    expect(dayRange('31-12-2025', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2026-01-01' });
  });

  it('applies no filtering when either date is empty or unreadable', () => {
    for (const [start, end] of [
      ['', '2026-03-31'],
      ['2026-03-01', ''],
      ['2026-03', '2026-03-31'],
      ['2026-03-05-01', '2026-03-31'],
      ['05/03/2026', '2026-03-31'],
      ['2026-13-05', '2026-03-31'],
      ['2026-00-05', '2026-03-31'],
      ['32-03-2026', '2026-03-31'],
      ['2026-03-01', '2026-03-32'],
      ['2026-03-01', '31-04-2026'],
      ['2026-03-01', '29-02-2026'],
      ['2026-ab-05', '2026-03-31'],
      ['2026--05', '2026-03-31'],
    ]) {
      expect({ start, end, range: dayRange(start, end) }).toEqual({ start, end, range: null });
    }
    expect(dayRange('29-02-2024', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-03-01' });
  });

  it('keeps a start after the end as it is: such a range holds nothing', () => {
    expect(dayRange('2026-03-06', '2026-03-04')).toEqual({ from: '2026-03-06', to: '2026-03-04' });
  });
});
