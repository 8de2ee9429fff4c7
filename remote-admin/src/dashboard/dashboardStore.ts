import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage } from '@console/platform';
import { LIST_KEYS, type DashboardArea, type ListKey, type ListStats } from '@console/contract/dashboard';
import { type Principal } from '@console/contract/permissions';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { initialArea, readableLists } from './access';
import { fetchStats } from './dashboardApi';
import { DASHBOARD_AREAS } from './dashboardAreas';

/**
 * One list's figures: loading (with the figures of the previous dates, if any, still shown dimmed),
 * failed with the reason, or counted for the dates shown.
 */
export type ListState<L extends ListKey = ListKey> =
  | { status: 'idle' }
  | { status: 'loading'; stats?: ListStats[L] }
  | { status: 'failed'; error: string }
  | { status: 'succeeded'; stats: ListStats[L] };

export type AreaData = { [L in ListKey]: ListState<L> };

export interface DashboardState {
  area: DashboardArea | null;
  /** YYYY-MM-DD or empty (no filtering). */
  start: string;
  end: string;
  data: Record<DashboardArea, AreaData>;
  /** A new visit of the page: default dates, fresh figures, the initial area (§2). */
  visit: (who: Principal | null) => Promise<void>;
  selectArea: (area: DashboardArea, who: Principal | null) => Promise<void>;
  setDates: (dates: Partial<Pick<DashboardState, 'start' | 'end'>>, who: Principal | null) => Promise<void>;
}

/** Lists counted within the dates; whitelabels, proof types and sports count all whatever the dates. */
const DATED: readonly ListKey[] = ['proofs', 'reports', 'notes'];

/** The area's figures with these lists to be counted again. */
const uncounted = (data: AreaData, lists: readonly ListKey[]): AreaData => ({
  ...data,
  ...Object.fromEntries(lists.map((list) => [list, { status: 'idle' }])),
});

const freshState = () => ({
  area: null,
  start: firstOfMonthInKolkata(),
  end: todayInKolkata(),
  data: { cbtf: uncounted({} as AreaData, LIST_KEYS), forex: uncounted({} as AreaData, LIST_KEYS) },
});

/** The dashboard page: the shown area, the dates, and each area's figures, list by list. */
const dashboardState: StateCreator<DashboardState> = (set, get) => {
  // Answers of an earlier visit, or for earlier dates, must not land: each list keeps its newest request.
  const newest = new Map<string, number>();
  let requests = 0;

  const setList = (area: DashboardArea, list: ListKey, state: ListState) =>
    set((current) => ({ data: { ...current.data, [area]: { ...current.data[area], [list]: state } } }));

  /** Counts the given lists of an area for the current dates; each fails on its own. */
  async function load(area: DashboardArea, lists: readonly ListKey[]) {
    const { start, end } = get();
    await Promise.all(
      lists.map(async (list) => {
        const key = `${area}:${list}`;
        const request = ++requests;
        newest.set(key, request);
        const previous = get().data[area][list];
        setList(area, list, { status: 'loading', stats: 'stats' in previous ? previous.stats : undefined });
        try {
          const stats = await fetchStats(area, list, { start, end });
          if (newest.get(key) === request) setList(area, list, { status: 'succeeded', stats });
        } catch (error) {
          if (newest.get(key) === request)
            setList(area, list, {
              status: 'failed',
              error: errorMessage(error, DASHBOARD_AREAS[area].lists[list].fetchFailed),
            });
        }
      }),
    );
  }

  /** The lists of an area the person may read that have no figures yet (an area is counted when first shown). */
  const unread = (area: DashboardArea, who: Principal | null) =>
    readableLists(who, area).filter((list) => get().data[area][list].status === 'idle');

  return {
    ...freshState(),

    async visit(who) {
      newest.clear();
      const area = initialArea(who);
      set({ ...freshState(), area });
      if (area) await load(area, unread(area, who));
    },

    async selectArea(area, who) {
      set({ area });
      await load(area, unread(area, who));
    },

    async setDates(dates, who) {
      set(dates);
      const shown = get().area;
      // The other area's dated figures are of the old dates: counted again when it is shown.
      set((current) => ({
        data: {
          cbtf: shown === 'cbtf' ? current.data.cbtf : uncounted(current.data.cbtf, DATED),
          forex: shown === 'forex' ? current.data.forex : uncounted(current.data.forex, DATED),
        },
      }));
      if (shown)
        await load(
          shown,
          readableLists(who, shown).filter((list) => DATED.includes(list)),
        );
    },
  };
};

export const useDashboard = create<DashboardState>()(forgetful(dashboardState));
