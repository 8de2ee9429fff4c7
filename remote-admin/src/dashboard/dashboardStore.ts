import { create } from 'zustand';
import { errorMessage } from '@console/platform';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { type Principal } from '@console/contract/permissions';
import { initialArea, readableLists } from './access';
import { fetchList } from './dashboardApi';
import { DASHBOARD_AREAS, LIST_KEYS, type DashboardArea, type ListKey } from './dashboardAreas';
import { datesOf } from './stats/dashboardDate';
import { indexProofs, type ProofIndex } from './stats/proofStats';
import { indexReportStats, type ReportIndex } from './stats/reportStats';

export type ListState =
  { status: 'idle' | 'loading' } | { status: 'failed'; error: string } | { status: 'succeeded'; size: number };

/**
 * One area's lists as the dashboard keeps them: each list's state, and the dated ones read into
 * indexes once, so a date change only counts (the records themselves are not kept).
 */
export interface AreaData {
  lists: Record<ListKey, ListState>;
  proofs: ProofIndex | null;
  reports: ReportIndex | null;
  notes: Float64Array | null;
}

export interface DashboardState {
  area: DashboardArea | null;
  /** YYYY-MM-DD or empty (no filtering). */
  start: string;
  end: string;
  data: Record<DashboardArea, AreaData>;
  /** A new visit of the page: default dates, fresh lists, the initial area (§2). */
  visit(who: Principal | null): Promise<void>;
  selectArea(area: DashboardArea, who: Principal | null): Promise<void>;
  setDates(dates: Partial<Pick<DashboardState, 'start' | 'end'>>): void;
}

const emptyArea = (): AreaData => ({
  lists: Object.fromEntries(LIST_KEYS.map((key) => [key, { status: 'idle' }])) as Record<ListKey, ListState>,
  proofs: null,
  reports: null,
  notes: null,
});

const freshState = () => ({
  area: null,
  start: firstOfMonthInKolkata(),
  end: todayInKolkata(),
  data: { cbtf: emptyArea(), forex: emptyArea() },
});

/** What a loaded list keeps: its size, and for the dated lists their index. */
function digest(area: DashboardArea, list: ListKey, items: unknown[]): Partial<AreaData> {
  switch (list) {
    case 'proofs':
      return { proofs: indexProofs(items, DASHBOARD_AREAS[area].area.whitelabel.userField) };
    case 'reports':
      return { reports: indexReportStats(items) };
    case 'notes':
      return { notes: datesOf(items as Array<{ date?: unknown }>, (note) => note?.date) };
    default:
      return {};
  }
}

/** The dashboard page: the shown area, the date range and each area's lists. */
export const useDashboard = create<DashboardState>()((set, get) => {
  // Answers of an earlier visit must not land in this one.
  let visitNumber = 0;

  const patchArea = (area: DashboardArea, patch: (data: AreaData) => Partial<AreaData>) =>
    set((state) => ({ data: { ...state.data, [area]: { ...state.data[area], ...patch(state.data[area]) } } }));
  const setList = (area: DashboardArea, list: ListKey, listState: ListState, extra: Partial<AreaData> = {}) =>
    patchArea(area, (data) => ({ ...extra, lists: { ...data.lists, [list]: listState } }));

  /** Fetches the lists of an area the person may read and has not got yet; each fails on its own. */
  async function load(area: DashboardArea, who: Principal | null) {
    const visit = visitNumber;
    const wanted = readableLists(who, area).filter((list) => get().data[area].lists[list].status === 'idle');
    await Promise.all(
      wanted.map(async (list) => {
        const source = DASHBOARD_AREAS[area].lists[list];
        setList(area, list, { status: 'loading' });
        try {
          const items = await fetchList(source.path);
          if (visit === visitNumber)
            setList(area, list, { status: 'succeeded', size: items.length }, digest(area, list, items));
        } catch (error) {
          if (visit === visitNumber)
            setList(area, list, { status: 'failed', error: errorMessage(error, source.fetchFailed) });
        }
      }),
    );
  }

  return {
    ...freshState(),

    async visit(who) {
      visitNumber += 1;
      const area = initialArea(who);
      set({ ...freshState(), area });
      if (area) await load(area, who);
    },

    async selectArea(area, who) {
      set({ area });
      // An area's lists are fetched when it is first shown, not both areas' on arrival: each can hold
      // 100,000 reports, and many people only ever look at one.
      await load(area, who);
    },

    setDates: (dates) => set(dates),
  };
});
