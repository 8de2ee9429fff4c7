import { countInBounds, datesOf, dayBounds, parseDashboardDate } from './dashboardDate';

const iso = (time: number) => new Date(time).toISOString();

describe('dashboard dates (foundation.md §3, §5)', () => {
  it('reads ISO timestamps containing T as the instant they name', () => {
    expect(iso(parseDashboardDate('2026-03-05T10:15:00.000Z'))).toBe('2026-03-05T10:15:00.000Z');
    expect(iso(parseDashboardDate('2026-03-05T10:15:00+02:00'))).toBe('2026-03-05T08:15:00.000Z');
  });

  it('reads a timestamp without an offset as Kolkata time, whatever the browser zone', () => {
    expect(iso(parseDashboardDate('2026-03-05T10:15:00'))).toBe('2026-03-05T04:45:00.000Z');
  });

  it('reads three dash-separated parts as year-month-day when the first part exceeds 31, else day-month-year', () => {
    const kolkataMidnight = '2026-03-04T18:30:00.000Z';
    expect(iso(parseDashboardDate('2026-03-05'))).toBe(kolkataMidnight);
    expect(iso(parseDashboardDate('05-03-2026'))).toBe(kolkataMidnight);
    expect(iso(parseDashboardDate('5-3-2026'))).toBe(kolkataMidnight);
    expect(iso(parseDashboardDate(' 2026-3-5 '))).toBe(kolkataMidnight);
    // 31 is not more than 31: day first.
    expect(iso(parseDashboardDate('31-12-2025'))).toBe('2025-12-30T18:30:00.000Z');
  });

  it('excludes invalid dates: wrong part count, month outside 1-12, day outside 1-31, days the month lacks, text', () => {
    for (const value of [
      '2026-03',
      '2026-03-05-01',
      '05/03/2026',
      '2026-13-05',
      '2026-00-05',
      '32-03-2026',
      '00-03-2026',
      '2026-03-32',
      '31-04-2026',
      '29-02-2026',
      '2026-ab-05',
      '2026--05',
      'not a dateT',
      '2026-03-05Tnonsense',
    ]) {
      expect({ value, time: parseDashboardDate(value) }).toEqual({ value, time: Number.NaN });
    }
    expect(parseDashboardDate('29-02-2024')).not.toBeNaN();
  });

  it('ignores non-string and empty values', () => {
    for (const value of [undefined, null, 20260305, new Date(), {}, '', '   '])
      expect(parseDashboardDate(value)).toBeNaN();
  });

  it('filters inclusively from the start of the start day to 23:59:59.999 of the end day in Kolkata', () => {
    const bounds = dayBounds('2026-03-01', '2026-03-31')!;
    expect(iso(bounds.from)).toBe('2026-02-28T18:30:00.000Z');
    expect(iso(bounds.to)).toBe('2026-03-31T18:29:59.999Z');
    const times = datesOf(
      [
        '2026-03-01', // first day
        '31-03-2026', // last day
        '2026-03-31T18:29:59.999Z', // 23:59:59.999 on 31 March in Kolkata
        '2026-03-31T18:30:00.000Z', // already 1 April in Kolkata
        '2026-02-28T18:29:59.999Z', // still 28 February in Kolkata
        '2026-02-28',
        'garbage',
      ],
      (date) => date,
    );
    expect(countInBounds(times, bounds)).toBe(3);
  });

  it('applies no filtering when either date is empty, invalid records included', () => {
    expect(dayBounds('', '2026-03-31')).toBeNull();
    expect(dayBounds('2026-03-01', '')).toBeNull();
    const times = datesOf(['2026-03-05', 'garbage', undefined], (date) => date);
    expect(countInBounds(times, null)).toBe(3);
  });

  it('holds nothing when the start comes after the end', () => {
    const times = datesOf(['2026-03-05'], (date) => date);
    expect(countInBounds(times, dayBounds('2026-03-06', '2026-03-04'))).toBe(0);
  });
});
