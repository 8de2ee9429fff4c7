import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { defaultsDue, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import { monthToToday, rangeMadeOn, type DayRange } from '../dates/dayRange';
import { quickRange, type Person, type QuickRange } from './attendanceStats';

/** What waits for the person's confirmation. */
export type PendingAction =
  { kind: 'send-report' } | { kind: 'force-logout'; person: Person } | { kind: 'delete'; person: Person };

export interface AttendanceState {
  range: DayRange;
  quick: QuickRange;
  /**
   * The Kolkata day the range was made on (the default, or a quick range ending today), null once the
   * person chose days: a visit on a later day makes it again, ending that day (defaultsDue).
   */
  datesMadeOn: string | null;
  notice: Notice | null;
  pending: PendingAction | null;

  /** The screen is shown: days made on a day now past are made again for today. */
  visit: () => void;
  chooseQuick: (kind: QuickRange) => void;
  setRange: (range: Partial<DayRange>) => void;
  ask: (action: PendingAction) => void;
  cancel: () => void;
  notify: (notice: Notice) => void;
  fail: (text: string) => void;
  clearNotice: () => void;
}

/**
 * What the Attendance screen shows around its records (server state: attendanceQueries.ts): the chosen
 * days, the banner, and the action that waits for confirmation.
 */
const attendanceState: StateCreator<AttendanceState> = (set, get) => ({
  range: monthToToday(),
  quick: 'custom',
  datesMadeOn: todayInKolkata(),
  notice: null,
  pending: null,

  visit: () => {
    const now = new Date();
    const { quick, range, datesMadeOn } = get();
    const today = defaultsDue(datesMadeOn, now);
    if (today !== null)
      set({ range: quick === 'custom' ? monthToToday(now) : quickRange(quick, range, now), datesMadeOn: today });
  },
  chooseQuick: (kind) =>
    set((state) => ({
      quick: kind,
      range: quickRange(kind, state.range),
      datesMadeOn: kind === 'custom' ? state.datesMadeOn : todayInKolkata(),
    })),
  setRange: (change) =>
    set((state) => {
      const range = { ...state.range, ...change };
      return { quick: 'custom', range, datesMadeOn: rangeMadeOn(state.datesMadeOn, state.range, range) };
    }),

  ask: (action) => set({ pending: action }),
  cancel: () => set({ pending: null }),
  notify: (notice) => set({ notice }),
  fail: (text) => set({ notice: { kind: 'error', text } }),
  clearNotice: () => set({ notice: null }),
});

export const useAttendance = create<AttendanceState>()(forgetful(attendanceState));
