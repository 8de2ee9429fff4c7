import { attendedMs } from '@console/contract/attendance';
import { shiftDay, todayInKolkata } from '@console/contract/time';
import type { AttendanceRecord, DayRange } from './attendanceApi';

export type Person = AttendanceRecord['userId'];

export interface PersonAttendance {
  person: Person;
  /** Newest first. */
  records: AttendanceRecord[];
  /** Time logged in: overlapping sessions (several tabs) count once. */
  totalMs: number;
}

/** The records per person, people in name order. */
export function byPerson(records: readonly AttendanceRecord[], now: number): PersonAttendance[] {
  const groups = new Map<string, { person: Person; records: AttendanceRecord[] }>();
  for (const record of records) {
    const group = groups.get(record.userId._id) ?? { person: record.userId, records: [] };
    group.records.push(record);
    groups.set(record.userId._id, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      records: group.records.sort((a, b) => b.loginTime.localeCompare(a.loginTime)),
      totalMs: attendedMs(group.records, now),
    }))
    .sort((a, b) => a.person.username.localeCompare(b.person.username));
}

/** The `count` people with the most time, most first. */
export function topByTime(people: readonly PersonAttendance[], count = 3): PersonAttendance[] {
  return [...people]
    .sort((a, b) => b.totalMs - a.totalMs || a.person.username.localeCompare(b.person.username))
    .slice(0, count);
}

export const QUICK_RANGES = ['24 hours', '1 month', '1 year', 'custom'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The days a quick range covers, ending today in Kolkata; custom keeps the current days. */
export function quickRange(kind: QuickRange, current: DayRange, now = new Date()): DayRange {
  const today = todayInKolkata(now);
  switch (kind) {
    case '24 hours':
      return { from: shiftDay(today, { days: -1 }), to: today };
    case '1 month':
      return { from: shiftDay(today, { months: -1 }), to: today };
    case '1 year':
      return { from: shiftDay(today, { years: -1 }), to: today };
    case 'custom':
      return current;
  }
}

const DAY_MS = 24 * 3600_000;

/** The records the screen shows: with the 24 hours range, only sessions that touch the last 24 hours. */
export function recordsInView(
  records: readonly AttendanceRecord[],
  quick: QuickRange,
  now: number,
): AttendanceRecord[] {
  if (quick !== '24 hours') return [...records];
  return records.filter((record) => (record.logoutTime ? Date.parse(record.logoutTime) : now) >= now - DAY_MS);
}
