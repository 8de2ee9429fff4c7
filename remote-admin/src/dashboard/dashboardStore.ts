import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { DashboardArea } from '@console/contract/dashboard';
import { type Principal } from '@console/contract/permissions';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { initialArea } from './access';

export interface DashboardState {
  /** Which visit of the page this is: each visit counts its figures afresh (dashboardQueries.ts). */
  visitId: number;
  /** The area shown; none between visits. */
  area: DashboardArea | null;
  /** YYYY-MM-DD or empty (no filtering). */
  start: string;
  end: string;
  /** How many times the dates were changed in this visit: each change counts the dated figures again. */
  datesChanged: number;
  /** A new visit of the page: default dates, fresh figures, the initial area (§2). */
  visit: (who: Principal | null) => void;
  /** The page is left: the next visit starts with nothing of this one shown. */
  leave: () => void;
  selectArea: (area: DashboardArea) => void;
  setDates: (dates: Partial<Pick<DashboardState, 'start' | 'end'>>) => void;
}

const defaultDates = () => ({ start: firstOfMonthInKolkata(), end: todayInKolkata() });

/** The dashboard page: the shown area and the dates (the figures are server state: dashboardQueries.ts). */
const dashboardState: StateCreator<DashboardState> = (set, get) => ({
  visitId: 0,
  area: null,
  ...defaultDates(),
  datesChanged: 0,
  visit: (who) => set({ ...defaultDates(), datesChanged: 0, area: initialArea(who), visitId: get().visitId + 1 }),
  leave: () => set({ area: null }),
  selectArea: (area) => set({ area }),
  setDates: (dates) => set({ ...dates, datesChanged: get().datesChanged + 1 }),
});

export const useDashboard = create<DashboardState>()(forgetful(dashboardState));
