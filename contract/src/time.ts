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

/**
 * The words for a day that is not a calendar day written YYYY-MM-DD: the report form's, used by every
 * call that takes a date (the API's dateGuard.ts), so a person sees one message whatever the page.
 */
export const INVALID_DAY_MESSAGE = 'Please enter a valid Date (YYYY-MM-DD)';

/**
 * Whether `value` is a calendar day written YYYY-MM-DD that exists (no 2024-02-30, no month 13), in
 * the years PostgreSQL's `date` and the browsers agree on: 0001 to 9999 (there is no year 0).
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written instead of mapping them to 19xx.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Kolkata has kept UTC+05:30, without daylight saving, since 1945. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/**
 * The instant (epoch ms) a Kolkata calendar day begins; NaN for a day that does not exist
 * (month 13, 31 April, 29 February of a common year).
 */
export function startOfKolkataDay(year: number, month: number, day: number): number {
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written instead of mapping them to 19xx.
  utc.setUTCFullYear(year, month - 1, day);
  const exists = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return exists ? utc.getTime() - KOLKATA_OFFSET_MS : Number.NaN;
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

/**
 * A calendar day (YYYY-MM-DD) moved by whole days, months or years. A month end that does not exist in
 * the target month is clamped: 31 Mar minus one month is 28 (or 29) Feb.
 */
export function shiftDay(day: string, { days = 0, months = 0, years = 0 } = {}): string {
  const [year, month, date] = day.split('-').map(Number);
  const targetMonth = new Date(Date.UTC(year + years, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(targetMonth.getUTCFullYear(), targetMonth.getUTCMonth() + 1, 0)).getUTCDate();
  targetMonth.setUTCDate(Math.min(date, lastDay) + days);
  return targetMonth.toISOString().slice(0, 10);
}

/** A length of time as hours and minutes, e.g. "2h 05m" (attendance totals). */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** Two days a page filters by, from and to, as its date inputs hold them. */
export type DayPair = readonly [from: string, to: string];

/**
 * Pages keep what a person set on them for the session, and their default days (this month to today)
 * are made on the day they are made: `madeOn` is that Kolkata day, null once the person chose days of
 * their own. After a change of the days from `before` to `next`: today when `next` is today's defaults
 * (Reset, Clear filters), `madeOn` when the days did not change, null otherwise (chosen days stay).
 */
export function defaultsMadeOn(
  madeOn: string | null,
  before: DayPair,
  next: DayPair,
  defaults: (now: Date) => DayPair,
  now: Date = new Date(),
): string | null {
  if (before[0] === next[0] && before[1] === next[1]) return madeOn;
  const made = defaults(now);
  return made[0] === next[0] && made[1] === next[1] ? todayInKolkata(now) : null;
}

/**
 * Today, when default days made on `madeOn` are of a day now past and are to be made again (a page open
 * across midnight, a section loaded the day before); null while they are today's, or chosen (null).
 */
export function defaultsDue(madeOn: string | null, now: Date = new Date()): string | null {
  if (madeOn === null) return null;
  const today = todayInKolkata(now);
  return today === madeOn ? null : today;
}
