import type { DayRange } from './attendanceApi';

/** The query keys of the Attendance screen: a newer range's answer is the one shown, by its key. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  inRange: (range: DayRange) => [...attendanceKeys.all, 'range', range.from, range.to] as const,
  loggedIn: () => [...attendanceKeys.all, 'logged-in'] as const,
};
