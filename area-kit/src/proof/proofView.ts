import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { defaultsDue, defaultsMadeOn, todayInKolkata, type DayPair } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import type { ProofListQuery, ProofSortKey } from '@console/contract/areas';
import type { SortState } from '@console/contract/paging';
import type { Area } from '../descriptor';
import { perResource } from '../catalogue/perResource';
import { defaultFilters, type ProofFilters } from './list/proofFilters';
import type { Proof } from './proofTypes';

export type { ProofSortKey };

/** The page's view (spec §4): the list, the form (create or edit), or the preview of a saved proof. */
export type ProofView =
  { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; proof: Proof } | { mode: 'preview'; proof: Proof };

/**
 * What a person has set on one area's proof page, apart from the proofs (server state, in the
 * section's query cache: `proofQueries.ts`): the view, the banner, the filters, sort and page, and the
 * page of the list those ask for (`asked`: a text filter asks once the person pauses typing).
 */
export interface ProofPageView {
  view: ProofView;
  /** The banner: the last action's success or failure, cleared after 3 s. */
  notice: Notice | null;
  filters: ProofFilters;
  /**
   * The Kolkata day the filters' default dates were made on, null once the person chose dates: defaults
   * made the day before are made again for today when the list is next asked for (defaultsDue).
   */
  datesMadeOn: string | null;
  filtersOpen: boolean;
  sort: SortState<ProofSortKey>;
  page: number;
  pageSize: number;
  /** The page of the list the server is asked for. */
  asked: ProofListQuery;
  /** The proof being read to preview or edit it (the list holds no template HTML). */
  opening: string | null;

  show: (view: ProofView) => void;
  /** Default dates made on a day now past are made for today, and the list asked for them. */
  followCalendar: () => void;
  setNotice: (notice: Notice | null) => void;
  setOpening: (id: string | null) => void;
  setFilters: (filters: Partial<ProofFilters>) => void;
  resetFilters: () => void;
  setFiltersOpen: (open: boolean) => void;
  setSort: (sort: SortState<ProofSortKey>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/** Typing in a text filter asks for a new page once the person pauses, not at every key. */
const FILTER_PAUSE_MS = 250;

const daysOf = (filters: ProofFilters): DayPair => [filters.dateFrom, filters.dateTo];
const defaultDays = (now: Date) => daysOf(defaultFilters(now));

/** The filters with default dates made on a day now past made again for today (chosen dates stay). */
function onTheCalendar(state: Pick<ProofPageView, 'filters' | 'datesMadeOn'>) {
  const now = new Date();
  const today = defaultsDue(state.datesMadeOn, now);
  if (today === null) return state;
  const { dateFrom, dateTo } = defaultFilters(now);
  return { filters: { ...state.filters, dateFrom, dateTo }, datesMadeOn: today };
}

function createProofView(area: Area) {
  let pause: ReturnType<typeof setTimeout> | undefined;
  const state: StateCreator<ProofPageView> = (set, get) => {
    /** Changes what is set and asks for the page it names now (a pending pause is overtaken). */
    const askNow = (change: (state: ProofPageView) => Partial<ProofPageView>) => {
      clearTimeout(pause);
      set((state) => {
        const changed = change(state);
        const next = { ...state, ...changed };
        const { filters, datesMadeOn } = onTheCalendar(next);
        const { sort, page, pageSize } = next;
        return { ...changed, filters, datesMadeOn, asked: { filters, sort, page, pageSize } };
      });
    };
    const filters = defaultFilters();
    const sort: SortState<ProofSortKey> = { key: 'createdAt', direction: 'desc' };
    const pageSize = area.proof.defaultPageSize;
    return {
      view: { mode: 'list' },
      notice: null,
      filters,
      datesMadeOn: todayInKolkata(),
      filtersOpen: false,
      sort,
      page: 1,
      pageSize,
      asked: { filters, sort, page: 1, pageSize },
      opening: null,

      show: (view) => {
        set({ view, notice: null });
        // Back on the list (a visit of the page too): default dates made the day before ask for today's.
        if (view.mode === 'list') get().followCalendar();
      },
      followCalendar: () => {
        const state = get();
        if (onTheCalendar(state) !== state) askNow(() => ({}));
      },
      setNotice: (notice) => set({ notice }),
      setOpening: (opening) => set({ opening }),
      setFilters: (changes) => {
        set((state) => {
          const filters = { ...state.filters, ...changes };
          const datesMadeOn = defaultsMadeOn(state.datesMadeOn, daysOf(state.filters), daysOf(filters), defaultDays);
          return { filters, datesMadeOn, page: 1 };
        });
        clearTimeout(pause);
        pause = setTimeout(() => askNow(() => ({})), FILTER_PAUSE_MS);
      },
      resetFilters: () => askNow(() => ({ filters: defaultFilters(), datesMadeOn: todayInKolkata(), page: 1 })),
      setFiltersOpen: (filtersOpen) => set({ filtersOpen }),
      setSort: (sort) => askNow(() => ({ sort, page: 1 })),
      setPage: (page) => askNow(() => ({ page })),
      setPageSize: (pageSize) => askNow(() => ({ pageSize, page: 1 })),
    };
  };
  return create<ProofPageView>()(forgetful(state, () => clearTimeout(pause)));
}

export type ProofViewStore = ReturnType<typeof createProofView>;

/** One view per area: the Turbo and the Forex proof page each keep their own. */
export const proofView = perResource(createProofView, (area: Area) => area.key);
