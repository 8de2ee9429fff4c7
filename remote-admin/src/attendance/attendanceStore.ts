import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage, type User } from '@console/platform';
import { listStaff } from '../staff/staffApi';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import { attendanceApi, type AttendanceRecord, type DayRange } from './attendanceApi';
import { quickRange, type Person, type QuickRange } from './attendanceStats';

/** What waits for the person's confirmation. */
export type PendingAction =
  { kind: 'send-report' } | { kind: 'force-logout'; person: Person } | { kind: 'delete'; person: Person };

export interface AttendanceState {
  range: DayRange;
  quick: QuickRange;
  records: AttendanceRecord[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Each logged-in user's open record. */
  loggedIn: AttendanceRecord[];
  /** The users the viewer may see, with their role, sections and rights: what its actions are checked against. */
  staff: User[];
  notice: Notice | null;
  pending: PendingAction | null;
  working: boolean;

  load: () => Promise<void>;
  loadLoggedIn: () => Promise<void>;
  loadStaff: () => Promise<void>;
  chooseQuick: (kind: QuickRange) => void;
  setRange: (range: Partial<DayRange>) => void;
  ask: (action: PendingAction) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  clearNotice: () => void;
}

const FALLBACK = {
  'send-report': 'Failed to send attendance report',
  'force-logout': 'Failed to force logout user',
  delete: 'Failed to delete user attendance',
} as const;

/** The Attendance screen: the records of the chosen days, who is logged in now, and the confirmed actions. */
const attendanceState: StateCreator<AttendanceState> = (set, get) => {
  // Only the newest range request may write its answer.
  let request = 0;
  const fail = (error: unknown, fallback = 'An error occurred') => {
    // The spec logs fetch failures and shows the error text in a banner.
    console.error(error);
    set({ notice: { kind: 'error', text: errorMessage(error, fallback) } });
  };

  return {
    range: { from: firstOfMonthInKolkata(), to: todayInKolkata() },
    quick: 'custom',
    records: [],
    status: 'idle',
    loggedIn: [],
    staff: [],
    notice: null,
    pending: null,
    working: false,

    async load() {
      const mine = ++request;
      set({ status: 'loading' });
      try {
        const records = await attendanceApi.inRange(get().range);
        if (mine === request) set({ records, status: 'succeeded' });
      } catch (error) {
        if (mine !== request) return;
        set({ status: 'failed' });
        fail(error);
      }
    },

    async loadLoggedIn() {
      try {
        set({ loggedIn: await attendanceApi.loggedIn() });
      } catch (error) {
        fail(error);
      }
    },

    async loadStaff() {
      try {
        set({ staff: await listStaff() });
      } catch (error) {
        fail(error, 'Failed to fetch users');
      }
    },

    chooseQuick(kind) {
      set({ quick: kind, range: quickRange(kind, get().range) });
      void get().load();
    },
    setRange(change) {
      set({ quick: 'custom', range: { ...get().range, ...change } });
      void get().load();
    },

    ask: (action) => set({ pending: action }),
    cancel: () => set({ pending: null }),

    async confirm() {
      const action = get().pending;
      if (!action) return;
      set({ working: true });
      try {
        const answer =
          action.kind === 'send-report'
            ? await attendanceApi.sendReport()
            : action.kind === 'force-logout'
              ? await attendanceApi.forceLogout(action.person._id)
              : await attendanceApi.deleteFor(action.person._id);
        set({ notice: { kind: 'success', text: answer.message } });
        if (action.kind !== 'send-report') await Promise.all([get().load(), get().loadLoggedIn()]);
      } catch (error) {
        fail(error, FALLBACK[action.kind]);
      } finally {
        set({ working: false, pending: null });
      }
    },

    clearNotice: () => set({ notice: null }),
  };
};

export const useAttendance = create<AttendanceState>()(forgetful(attendanceState));
