import { startOfKolkataDay } from '@console/contract/time';

/**
 * Dates as the dashboard reads them (foundation.md §3, §5): an ISO timestamp containing T, or three
 * dash-separated parts, day-month-year or year-month-day (year first when the first part exceeds 31).
 * A calendar day stands for its start in Asia/Kolkata. Anything else is no date: NaN, which no range
 * holds, so such records drop out of a filtered view.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// A timestamp that names its offset; one without is Kolkata wall-clock time (the console's only zone),
// not the zone of whichever browser happens to read it.
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DIGITS = /^\d{1,4}$/;

function parseTimestamp(text: string): number {
  return Date.parse(HAS_ZONE.test(text) ? text : `${text}+05:30`);
}

function parseDay(text: string): number {
  const parts = text.split('-');
  if (parts.length !== 3 || !parts.every((part) => DIGITS.test(part))) return Number.NaN;
  const [first, second, third] = parts.map(Number);
  const [year, month, day] = first > 31 ? [first, second, third] : [third, second, first];
  if (month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  // A day the month does not have (31-04-2026) is as invalid as day 32: the record is excluded.
  return startOfKolkataDay(year, month, day);
}

/** The instant (epoch ms) a record's date names; NaN for a non-string, an empty or an invalid value. */
export function parseDashboardDate(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (!text) return Number.NaN;
  return text.includes('T') ? parseTimestamp(text) : parseDay(text);
}

/** An inclusive span of instants: the start of the start day to 23:59:59.999 of the end day (Kolkata). */
export interface Bounds {
  from: number;
  to: number;
}

/** The bounds of the date inputs; null (no filtering) when either is empty or unreadable. */
export function dayBounds(start: string, end: string): Bounds | null {
  const from = start ? parseDay(start.trim()) : Number.NaN;
  const endDay = end ? parseDay(end.trim()) : Number.NaN;
  if (Number.isNaN(from) || Number.isNaN(endDay)) return null;
  return { from, to: endDay + DAY_MS - 1 };
}

/** The instants of a list's dates, read once per list so a date change only compares numbers. */
export function datesOf<T>(items: readonly T[], dateOf: (item: T) => unknown): Float64Array {
  const times = new Float64Array(items.length);
  // Records share few distinct days (100,000 reports over a few hundred days): each is parsed once.
  const parsed = new Map<unknown, number>();
  for (let i = 0; i < items.length; i += 1) {
    const value = dateOf(items[i]);
    let time = parsed.get(value);
    if (time === undefined) {
      time = parseDashboardDate(value);
      parsed.set(value, time);
    }
    times[i] = time;
  }
  return times;
}

/** How many of the instants lie within the bounds (all of them, invalid ones too, without bounds). */
export function countInBounds(times: Float64Array, bounds: Bounds | null): number {
  if (bounds === null) return times.length;
  let count = 0;
  for (let i = 0; i < times.length; i += 1) if (times[i] >= bounds.from && times[i] <= bounds.to) count += 1;
  return count;
}
