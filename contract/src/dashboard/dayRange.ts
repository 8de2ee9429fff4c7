import { startOfKolkataDay } from '../time';

/**
 * The dashboard's Start and End dates (foundation.md §3, §5): three dash-separated parts, day-month-year
 * or year-month-day (year first when the first part exceeds 31); month 1-12 and a day the month has.
 * The range holds whole calendar days in Asia/Kolkata, from the start of the start day to 23:59:59.999
 * of the end day. Records carry calendar days (the database's date columns), so a record is in range
 * when its day lies between the two.
 */
export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const DIGITS = /^\d{1,4}$/;

/** The day a date input names as YYYY-MM-DD, or null when it names none. */
function readDay(text: string): string | null {
  const parts = text.trim().split('-');
  if (parts.length !== 3 || !parts.every((part) => DIGITS.test(part))) return null;
  const [first, second, third] = parts.map(Number);
  const [year, month, day] = first > 31 ? [first, second, third] : [third, second, first];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // A day the month does not have (31-04-2026) is as unreadable as day 32.
  if (Number.isNaN(startOfKolkataDay(year, month, day))) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The range of the date inputs; null (no filtering: every record counts) when either is empty or unreadable. */
export function dayRange(start: string, end: string): DayRange | null {
  const from = start ? readDay(start) : null;
  const to = end ? readDay(end) : null;
  return from && to ? { from, to } : null;
}
