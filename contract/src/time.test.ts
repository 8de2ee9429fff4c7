import {
  dayOfMonthInKolkata,
  defaultsDue,
  defaultsMadeOn,
  type DayPair,
  firstOfMonthInKolkata,
  formatClock,
  formatDate,
  formatDateTime,
  isCalendarDay,
  rangeStartInKolkata,
  startOfKolkataDay,
  todayInKolkata,
} from './time';

// 2026-01-31 20:00:00 UTC is already 1 February, 01:30 in Kolkata (UTC+05:30).
const lateUtc = new Date('2026-01-31T20:00:00Z');

describe('time in Asia/Kolkata', () => {
  it('formats the header clock with weekday, date and 12-hour time with seconds', () => {
    expect(formatClock(lateUtc)).toBe('Sunday, 01 Feb 2026, 01:30:00 AM');
    expect(formatClock(new Date('2026-03-10T09:34:05Z'))).toBe('Tuesday, 10 Mar 2026, 03:04:05 PM');
  });

  it('shows noon and midnight as 12', () => {
    expect(formatClock(new Date('2026-03-10T06:30:00Z'))).toMatch(/12:00:00 PM$/);
    expect(formatClock(new Date('2026-03-09T18:30:00Z'))).toMatch(/^Tuesday, 10 Mar 2026, 12:00:00 AM$/);
  });

  it('gives today and the first of the month as Kolkata calendar days', () => {
    expect(todayInKolkata(lateUtc)).toBe('2026-02-01');
    expect(firstOfMonthInKolkata(lateUtc)).toBe('2026-02-01');
    expect(todayInKolkata(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-31');
    expect(firstOfMonthInKolkata(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-01');
    expect(dayOfMonthInKolkata(2, lateUtc)).toBe('2026-02-02');
  });

  it('starts the default filter range on the 2nd, or on the 2nd of the previous month on the 1st', () => {
    expect(rangeStartInKolkata(new Date('2026-03-10T09:00:00Z'))).toBe('2026-03-02');
    expect(rangeStartInKolkata(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    expect(rangeStartInKolkata(lateUtc)).toBe('2026-01-02');
    expect(rangeStartInKolkata(new Date('2026-01-01T06:00:00Z'))).toBe('2025-12-02');
  });

  it('formats dates and date-times in Kolkata', () => {
    expect(formatDate(lateUtc)).toBe('01 Feb 2026');
    expect(formatDate('2026-01-31T20:00:00.000Z')).toBe('01 Feb 2026');
    expect(formatDate('2026-05-07')).toBe('07 May 2026');
    expect(formatDateTime(lateUtc.getTime())).toBe('01 Feb 2026, 01:30 AM');
  });

  it('recognises calendar days written YYYY-MM-DD that exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const day of ['2023-02-29', '2026-13-01', '2026-1-05', '05-01-2026', '2026-01-05T00:00', '']) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });

  it('gives the instant a Kolkata day begins, and NaN for a day that does not exist', () => {
    expect(new Date(startOfKolkataDay(2026, 3, 5)).toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(new Date(startOfKolkataDay(2024, 2, 29)).toISOString()).toBe('2024-02-28T18:30:00.000Z');
    expect(new Date(startOfKolkataDay(26, 1, 1)).getUTCFullYear()).toBe(25);
    for (const [year, month, day] of [
      [2023, 2, 29],
      [2026, 4, 31],
      [2026, 13, 1],
      [2026, 0, 10],
      [2026, 1, 0],
    ]) {
      expect(startOfKolkataDay(year, month, day)).toBeNaN();
    }
  });

  it('gives empty text for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('default days that follow the calendar', () => {
  // 23:50 on 31 January and 00:10 on 1 February in Kolkata.
  const beforeMidnight = new Date('2026-01-31T18:20:00Z');
  const afterMidnight = new Date('2026-01-31T18:40:00Z');
  const defaults = (now: Date): DayPair => [rangeStartInKolkata(now), todayInKolkata(now)];

  it('makes the defaults again once the day they were made on is past, never days a person chose', () => {
    expect(defaultsDue('2026-01-31', beforeMidnight)).toBeNull();
    expect(defaultsDue('2026-01-31', afterMidnight)).toBe('2026-02-01');
    expect(defaultsDue(null, afterMidnight)).toBeNull();
  });

  it("counts days as chosen once a person changes them, and as defaults again when they read today's", () => {
    const made = defaults(beforeMidnight);
    expect(made).toEqual(['2026-01-02', '2026-01-31']);
    // Other filters changed, the days did not: still the defaults of the day they were made on.
    expect(defaultsMadeOn('2026-01-31', made, [...made], defaults, afterMidnight)).toBe('2026-01-31');
    expect(defaultsMadeOn('2026-01-31', made, ['2026-01-15', '2026-01-31'], defaults, beforeMidnight)).toBeNull();
    // Reset (or Clear filters) after midnight: today's defaults, made today.
    expect(defaultsMadeOn(null, ['2026-01-15', '2026-01-31'], defaults(afterMidnight), defaults, afterMidnight)).toBe(
      '2026-02-01',
    );
    expect(defaultsMadeOn(null, made, made, defaults, afterMidnight)).toBeNull();
  });
});
