/**
 * The one date module: every date a person sees is in Asia/Kolkata (IST), formatted here.
 * Formatters are made on first use so importing this module costs nothing on the login page.
 */
export const TIME_ZONE = 'Asia/Kolkata';

export type DateInput = Date | string | number;

type Part = Intl.DateTimeFormatPartTypes;
type Parts = Partial<Record<Part, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, options: Intl.DateTimeFormatOptions): Parts {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, ...options });
    formatters.set(key, formatter);
  }
  const parts: Parts = {};
  for (const { type, value } of formatter.formatToParts(date)) parts[type] = value;
  return parts;
}

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const READABLE_DAY = { year: 'numeric', month: 'short', day: '2-digit' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hour12: true } as const;

export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The header clock: weekday, date and 12-hour time with seconds, e.g. "Monday, 05 Jan 2026, 03:04:05 PM". */
export function formatClock(now: Date = new Date()): string {
  const p = partsOf(now, { weekday: 'long', ...READABLE_DAY, ...TIME, second: '2-digit' });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
}

/** The calendar day in Kolkata as YYYY-MM-DD (what date inputs hold). */
export function todayInKolkata(now: Date = new Date()): string {
  const p = partsOf(now, DAY);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A day of the current Kolkata month as YYYY-MM-DD (filters default to the 1st or the 2nd). */
export function dayOfMonthInKolkata(day: number, now: Date = new Date()): string {
  const p = partsOf(now, DAY);
  return `${p.year}-${p.month}-${String(day).padStart(2, '0')}`;
}

export function firstOfMonthInKolkata(now: Date = new Date()): string {
  return dayOfMonthInKolkata(1, now);
}

/**
 * Start of the default filter range of proofs and reports: the 2nd of the current Kolkata month. On the
 * 1st the 2nd still lies ahead (an empty range up to today), so it is the 2nd of the previous month.
 */
export function rangeStartInKolkata(now: Date = new Date()): string {
  const p = partsOf(now, DAY);
  if (p.day !== '01') return `${p.year}-${p.month}-02`;
  const month = Number(p.month) === 1 ? 12 : Number(p.month) - 1;
  const year = Number(p.month) === 1 ? Number(p.year) - 1 : Number(p.year);
  return `${year}-${String(month).padStart(2, '0')}-02`;
}

/** A date as "05 Jan 2026" in Kolkata; '' for a missing or unreadable value. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, READABLE_DAY);
  return `${p.day} ${p.month} ${p.year}`;
}

/** A moment as "05 Jan 2026, 03:04 PM" in Kolkata; '' for a missing or unreadable value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, { ...READABLE_DAY, ...TIME });
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
