import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage } from '@console/platform';
import { saveBlob, type Notice } from 'shared-kit/ui';
import type { SortState } from '@console/contract/paging';
import type { ProofSortKey } from '@console/contract/areas';
import type { Area } from '../descriptor';
import { perResource } from '../catalogue/perResource';
import type { LoadStatus, SaveResult } from '../catalogue/types';
import { VersionConflictError } from 'shared-kit/conflict';
import { listViewActions, newestRequest, removeListed } from '../listStore';
import { proofInputOf } from './form/proofFormRules';
import { defaultFilters, type ProofFilters } from './list/proofFilters';
import { proofApi } from './proofApi';
import { pdfFileName } from './proofLayout';
import type { Proof, ProofInput, ProofListItem, ProofLookups } from './proofTypes';

export type { ProofSortKey };

/** The page's view (spec §4): the list, the form (create or edit), or the preview of a saved proof. */
export type ProofView =
  { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; proof: Proof } | { mode: 'preview'; proof: Proof };

export interface ProofState {
  /** The current page of the list, as the server filtered, sorted and paged it. */
  items: ProofListItem[];
  /** How many proofs the filters let through. */
  total: number;
  status: LoadStatus;
  /** A page is on its way while the previous one is still shown. */
  refreshing: boolean;
  /** The proof being read to preview or edit it (the list holds no template HTML). */
  opening: string | null;
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

  /** Reads the page the filters, sort and page ask for. */
  load: () => Promise<void>;
  loadLookups: () => Promise<void>;
  show: (view: ProofView) => void;
  /** Reads a listed proof whole (with its proof type's template), then previews or edits it. */
  open: (mode: 'preview' | 'edit', item: ProofListItem) => Promise<void>;
  /**
   * Creates (no id) or updates based on `version`; on success the page moves to the saved proof's
   * preview. A proof saved meanwhile by someone else answers the proof as it is now (nothing written).
   */
  save: (input: ProofInput, id?: string, version?: number) => Promise<SaveResult<Proof>>;
  /** Deletes based on `version`; a proof changed meanwhile rejects with VersionConflictError. */
  remove: (id: string, version?: number) => Promise<boolean>;
  /**
   * Spec §4: saves the proof again (an update, as it has an id), builds and downloads its PDF, then back
   * to the refreshed list. `save` is false for someone without the update right: the server would
   * refuse the save, and the proof was saved a moment ago by Submit.
   */
  downloadPdf: (proof: Proof, options?: { save?: boolean }) => Promise<void>;
  setFilters: (filters: Partial<ProofFilters>) => void;
  resetFilters: () => void;
  setFiltersOpen: (open: boolean) => void;
  setSort: (sort: SortState<ProofSortKey>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setNotice: (notice: Notice | null) => void;
}

const fill = (template: string, reason: string) =>
  template.includes('{reason}') ? template.replace('{reason}', reason) : template;

/** Typing in a text filter asks for a new page once the person pauses, not at every key. */
const FILTER_PAUSE_MS = 250;

/**
 * The state of one area's proof page. The list is paged on the server (the spec keeps browser-side
 * paging for reports only): a filter, sort or page change asks for the new page; filter, sort and page
 * size changes go back to page 1.
 */
export function createProofStore(area: Area) {
  const api = proofApi(area);
  const { messages } = area.proof;
  const startLoad = newestRequest();
  let pause: ReturnType<typeof setTimeout> | undefined;

  const state: StateCreator<ProofState> = (set, get) => {
    const reload = () => {
      clearTimeout(pause);
      void get().load();
    };
    const view = listViewActions<SortState<ProofSortKey>>((change) => {
      set(change);
      reload();
    });
    return {
      items: [],
      total: 0,
      refreshing: false,
      opening: null,
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
        const { filters, sort, page, pageSize } = get();
        if (get().status !== 'succeeded') set({ status: 'loading', error: null });
        else set({ refreshing: true });
        try {
          const answer = await api.page({ filters, sort, page, pageSize });
          if (isNewest())
            set({ items: answer.items, total: answer.total, page: answer.page, status: 'succeeded', error: null });
        } catch (error) {
          if (!isNewest()) return;
          set({ status: 'failed', error: errorMessage(error, messages.fetchFailed) });
        } finally {
          if (isNewest()) set({ refreshing: false });
        }
      },

      async loadLookups() {
        set({ lookupsStatus: 'loading' });
        const fallback = messages.lookupFailed;
        try {
          const [whitelabels, proofTypes, sports] = await Promise.all([
            api
              .whitelabels()
              .catch((error: unknown) => Promise.reject(new Error(errorMessage(error, fallback.whitelabels)))),
            api
              .proofTypes()
              .catch((error: unknown) => Promise.reject(new Error(errorMessage(error, fallback.prooftypes)))),
            api.sports().catch((error: unknown) => Promise.reject(new Error(errorMessage(error, fallback.sports)))),
          ]);
          set({ lookups: { whitelabels, proofTypes, sports }, lookupsStatus: 'succeeded' });
        } catch (reason) {
          set({ lookupsStatus: 'failed', notice: { kind: 'error', text: (reason as Error).message } });
        }
      },

      show: (view) => set({ view, notice: null }),

      async open(mode, item) {
        set({ opening: item._id, notice: null });
        try {
          const proof = await api.get(item._id);
          if (get().opening === item._id) set({ view: { mode, proof } });
        } catch (error) {
          set({ notice: { kind: 'error', text: errorMessage(error, messages.fetchOneFailed) } });
        } finally {
          if (get().opening === item._id) set({ opening: null });
        }
      },

      async save(input, id, version) {
        set({ saving: true });
        try {
          const saved = id ? await api.update(id, input, version) : await api.create(input);
          set({
            view: { mode: 'preview', proof: saved },
            notice: { kind: 'success', text: id ? messages.updated : messages.created },
          });
          reload();
          return true;
        } catch (error) {
          if (error instanceof VersionConflictError && error.current) {
            reload();
            return { current: api.fromWire(error.current) };
          }
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

      remove: (id, version) => removeListed(set, get, id, api.remove, messages, version),

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
          const { buildProofPdf } = await import('./pdf/buildProofPdf');
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

      setFilters: (filters) => {
        set((state) => ({ filters: { ...state.filters, ...filters }, page: 1 }));
        clearTimeout(pause);
        pause = setTimeout(() => void get().load(), FILTER_PAUSE_MS);
      },
      resetFilters: () => {
        set({ filters: defaultFilters(), page: 1 });
        reload();
      },
      setFiltersOpen: (filtersOpen) => set({ filtersOpen }),
      ...view,
      setNotice: (notice) => set({ notice }),
    };
  };
  return create<ProofState>()(forgetful(state));
}

export type ProofStore = ReturnType<typeof createProofStore>;

/** One store per area: the Turbo and the Forex proof page each keep their own state. */
export const proofStore = perResource(createProofStore, (area) => area.key);
