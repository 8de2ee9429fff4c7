import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import type { DayRange } from './attendanceApi';
import { quickRange, type Person, type QuickRange } from './attendanceStats';

/** What waits for the person's confirmation. */
export type PendingAction =
  { kind: 'send-report' } | { kind: 'force-logout'; person: Person } | { kind: 'delete'; person: Person };

export interface AttendanceState {
  range: DayRange;
  quick: QuickRange;
  notice: Notice | null;
  pending: PendingAction | null;

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
  range: { from: firstOfMonthInKolkata(), to: todayInKolkata() },
  quick: 'custom',
  notice: null,
  pending: null,

  chooseQuick: (kind) => set({ quick: kind, range: quickRange(kind, get().range) }),
  setRange: (change) => set({ quick: 'custom', range: { ...get().range, ...change } }),

  ask: (action) => set({ pending: action }),
  cancel: () => set({ pending: null }),
  notify: (notice) => set({ notice }),
  fail: (text) => set({ notice: { kind: 'error', text } }),
  clearNotice: () => set({ notice: null }),
});

export const useAttendance = create<AttendanceState>()(forgetful(attendanceState));
