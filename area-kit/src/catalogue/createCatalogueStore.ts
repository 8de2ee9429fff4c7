import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage, problemOf, type FormProblem } from '@console/platform';
import type { Notice } from 'shared-kit/ui';
import type { SortState } from '@console/contract/paging';
import { listViewActions, newestRequest, removeListed } from '../listStore';
import { versioned, VersionConflictError } from 'shared-kit/conflict';
import type { CatalogueConfig, Identified, LoadStatus, SaveResult } from './types';

export interface CatalogueState<Item extends Identified, Input, Key extends string> {
  items: Item[];
  status: LoadStatus;
  /** Why the last list load failed (shown with a Retry). */
  error: string | null;
  /** The banner: success or error of the last action, cleared after 3 s by the Banner. */
  notice: Notice | null;
  /** Why the open form's last save failed: shown inside the form's dialog until the next try. */
  formProblem: FormProblem | null;
  /** A create, update or delete is in flight. */
  saving: boolean;
  /** One record loaded on its own (preview, detail page). */
  detail: Item | null;
  detailStatus: LoadStatus;
  search: string;
  sort: SortState<Key>;
  page: number;
  pageSize: number;

  load: () => Promise<void>;
  /**
   * Creates (no id) or updates based on `version`; true when it worked (the modal closes), the record
   * as it is now when someone else saved it meanwhile (nothing written).
   */
  save: (input: Input, id?: string, version?: number) => Promise<SaveResult<Item>>;
  /** Deletes based on `version`; a record changed meanwhile rejects with VersionConflictError. */
  remove: (id: string, version?: number) => Promise<boolean>;
  /** Loads one record from the server (or from the list where the API has no such call). */
  loadDetail: (id: string) => Promise<Item | null>;
  setSearch: (search: string) => void;
  setSort: (sort: SortState<Key>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  clearNotice: () => void;
  clearFormProblem: () => void;
}

/**
 * The state of one catalogue page of one area: the fetched list, its load status, the banner, and
 * the table's search, sort and page. Search, sort and page size changes go back to page 1.
 */
export function createCatalogueStore<Item extends Identified, Input, Key extends string>(
  config: CatalogueConfig<Item, Input, Key>,
) {
  const { api, messages } = config;
  const startLoad = newestRequest();

  const state: StateCreator<CatalogueState<Item, Input, Key>> = (set, get) => {
    const fail = (error: unknown, fallback: string) =>
      set({ notice: { kind: 'error', text: errorMessage(error, fallback) } });

    return {
      items: [],
      status: 'idle',
      error: null,
      notice: null,
      formProblem: null,
      saving: false,
      detail: null,
      detailStatus: 'idle',
      search: '',
      sort: config.defaultSort,
      page: 1,
      pageSize: config.defaultPageSize,

      async load() {
        const isNewest = startLoad();
        // A reload keeps the rows on screen; only the first load shows the spinner.
        if (get().status !== 'succeeded') set({ status: 'loading', error: null });
        try {
          const items = await api.list();
          if (isNewest()) set({ items, status: 'succeeded', error: null });
        } catch (error) {
          if (!isNewest()) return;
          const text = errorMessage(error, messages.fetchFailed);
          set({ status: 'failed', error: text, notice: { kind: 'error', text } });
        }
      },

      async save(input, id, version) {
        set({ saving: true, formProblem: null });
        try {
          const saved = id ? await versioned(() => api.update(id, input, version)) : await api.create(input);
          set((state) => ({
            items: id ? state.items.map((item) => (item._id === id ? saved : item)) : [...state.items, saved],
            notice: { kind: 'success', text: id ? messages.updated : messages.created },
          }));
          void get().load();
          return true;
        } catch (error) {
          if (error instanceof VersionConflictError && error.current) {
            // The list shows the record as it is now too.
            void get().load();
            return { current: api.fromWire(error.current) };
          }
          set({ formProblem: problemOf(error, id ? messages.updateFailed : messages.createFailed) });
          return false;
        } finally {
          set({ saving: false });
        }
      },

      remove: (id, version) => removeListed(set, get, id, api.remove, messages, version),

      async loadDetail(id) {
        set({ detailStatus: 'loading', detail: null });
        try {
          const detail = api.get ? await api.get(id) : get().items.find((item) => item._id === id);
          if (!detail) throw new Error('not in the list');
          set({ detail, detailStatus: 'succeeded' });
          return detail;
        } catch (error) {
          set({ detailStatus: 'failed' });
          fail(error, messages.fetchOneFailed);
          return null;
        }
      },

      setSearch: (search) => set({ search, page: 1 }),
      ...listViewActions<SortState<Key>>(set),
      clearNotice: () => set({ notice: null }),
      clearFormProblem: () => set({ formProblem: null }),
    };
  };
  return create<CatalogueState<Item, Input, Key>>()(forgetful(state));
}

export type CatalogueStore<Item extends Identified, Input, Key extends string> = ReturnType<
  typeof createCatalogueStore<Item, Input, Key>
>;
