import { create } from 'zustand';
import { errorMessage } from '@console/platform';
import type { Notice } from 'shared-kit/ui';
import type { SortState } from '@console/contract/paging';
import type { Area } from '../descriptor';
import { perResource } from '../catalogue/perResource';
import type { LoadStatus } from '../catalogue/types';
import { listViewActions, newestRequest, removeListed } from '../listStore';
import { proofInputOf } from './form/proofFormRules';
import { defaultFilters, type ProofFilters } from './list/proofFilters';
import { proofApi } from './proofApi';
import { pdfFileName } from './proofLayout';
import type { Proof, ProofInput, ProofLookups } from './proofTypes';

export type ProofSortKey =
  | 'date'
  | 'whitelabel'
  | 'whatsappGroup'
  | 'agentName'
  | 'user'
  | 'amount'
  | 'proofType'
  | 'sport'
  | 'eventName'
  | 'marketName'
  | 'profitAndLoss'
  | 'proofMaker'
  | 'createdAt';

/** The page's view (spec §4): the list, the form (create or edit), or the preview of a saved proof. */
export type ProofView =
  { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; proof: Proof } | { mode: 'preview'; proof: Proof };

export interface ProofState {
  items: Proof[];
  status: LoadStatus;
  error: string | null;
  /** The banner: the last action's success or failure, cleared after 3 s. */
  notice: Notice | null;
  lookups: ProofLookups;
  lookupsStatus: LoadStatus;
  view: ProofView;
  saving: boolean;
  downloading: boolean;
  filters: ProofFilters;
  filtersOpen: boolean;
  sort: SortState<ProofSortKey>;
  page: number;
  pageSize: number;

  load(): Promise<void>;
  loadLookups(): Promise<void>;
  show(view: ProofView): void;
  /** Creates (no id) or updates; on success the page moves to the saved proof's preview. */
  save(input: ProofInput, id?: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /**
   * Spec §4: saves the proof again (an update, as it has an id), builds and downloads its PDF, then back
   * to the refreshed list. `save` is false for someone without the update right: the server would
   * refuse the save, and the proof was saved a moment ago by Submit.
   */
  downloadPdf(proof: Proof, options?: { save?: boolean }): Promise<void>;
  setFilters(filters: Partial<ProofFilters>): void;
  resetFilters(): void;
  setFiltersOpen(open: boolean): void;
  setSort(sort: SortState<ProofSortKey>): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setNotice(notice: Notice | null): void;
}

const fill = (template: string, reason: string) =>
  template.includes('{reason}') ? template.replace('{reason}', reason) : template;

/** The state of one area's proof page. Filter, sort and page size changes go back to page 1. */
export function createProofStore(area: Area) {
  const api = proofApi(area);
  const { messages } = area.proof;
  const startLoad = newestRequest();

  return create<ProofState>()((set, get) => ({
    items: [],
    status: 'idle',
    error: null,
    notice: null,
    lookups: { whitelabels: [], proofTypes: [], sports: [] },
    lookupsStatus: 'idle',
    view: { mode: 'list' },
    saving: false,
    downloading: false,
    filters: defaultFilters(),
    filtersOpen: false,
    sort: { key: 'createdAt', direction: 'desc' },
    page: 1,
    pageSize: area.proof.defaultPageSize,

    async load() {
      const isNewest = startLoad();
      if (get().status !== 'succeeded') set({ status: 'loading', error: null });
      try {
        const items = await api.list();
        if (isNewest()) set({ items, status: 'succeeded', error: null });
      } catch (error) {
        if (!isNewest()) return;
        set({ status: 'failed', error: errorMessage(error, messages.fetchFailed) });
      }
    },

    async loadLookups() {
      set({ lookupsStatus: 'loading' });
      const fallback = messages.lookupFailed;
      try {
        const [whitelabels, proofTypes, sports] = await Promise.all([
          api.whitelabels().catch((error: unknown) => Promise.reject(errorMessage(error, fallback.whitelabels))),
          api.proofTypes().catch((error: unknown) => Promise.reject(errorMessage(error, fallback.prooftypes))),
          api.sports().catch((error: unknown) => Promise.reject(errorMessage(error, fallback.sports))),
        ]);
        set({ lookups: { whitelabels, proofTypes, sports }, lookupsStatus: 'succeeded' });
      } catch (reason) {
        set({ lookupsStatus: 'failed', notice: { kind: 'error', text: String(reason) } });
      }
    },

    show: (view) => set({ view, notice: null }),

    async save(input, id) {
      set({ saving: true });
      try {
        const saved = id ? await api.update(id, input) : await api.create(input);
        set((state) => ({
          items: id ? state.items.map((item) => (item._id === id ? saved : item)) : [saved, ...state.items],
          view: { mode: 'preview', proof: saved },
          notice: { kind: 'success', text: id ? messages.updated : messages.created },
        }));
        return true;
      } catch (error) {
        const alert = id ? messages.updateFailedAlert : messages.createFailedAlert;
        set({
          notice: {
            kind: 'error',
            text: fill(alert, errorMessage(error, id ? messages.updateFailed : messages.createFailed)),
          },
        });
        return false;
      } finally {
        set({ saving: false });
      }
    },

    remove: (id) => removeListed(set, get, id, api.remove, messages),

    async downloadPdf(proof, { save = true } = {}) {
      if (!proof.proofMaker.trim()) {
        set({ notice: { kind: 'error', text: messages.proofMakerRequired } });
        return;
      }
      set({ downloading: true });
      if (save) {
        try {
          proof = await api.update(proof._id, proofInputOf(proof));
        } catch (error) {
          set({
            downloading: false,
            notice: {
              kind: 'error',
              text: fill(messages.updateFailedAlert, errorMessage(error, messages.updateFailed)),
            },
          });
          return;
        }
      }
      try {
        // The PDF code (and pdfmake with its fonts) loads now, on the first download, not with the page.
        const [{ buildProofPdf }, { saveBlob }] = await Promise.all([
          import('./pdf/buildProofPdf'),
          import('../report/saveBlob'),
        ]);
        saveBlob(await buildProofPdf(proof), pdfFileName(proof));
        set({ view: { mode: 'list' } });
        void get().load();
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : messages.pdfFailed;
        set({ notice: { kind: 'error', text: fill(messages.downloadFailed, errorMessage(error, reason)) } });
      } finally {
        set({ downloading: false });
      }
    },

    setFilters: (filters) => set((state) => ({ filters: { ...state.filters, ...filters }, page: 1 })),
    resetFilters: () => set({ filters: defaultFilters(), page: 1 }),
    setFiltersOpen: (filtersOpen) => set({ filtersOpen }),
    ...listViewActions<SortState<ProofSortKey>>(set),
    setNotice: (notice) => set({ notice }),
  }));
}

export type ProofStore = ReturnType<typeof createProofStore>;

/** One store per area: the Turbo and the Forex proof page each keep their own state. */
export const proofStore = perResource(createProofStore, (area) => area.key);
