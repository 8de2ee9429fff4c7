import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { Notice } from 'shared-kit/ui';
import type { SortState } from '@console/contract/paging';
import { listViewActions } from '../listStore';
import type { CatalogueConfig, Identified } from './types';

/**
 * What a person has set on one catalogue page, apart from the records themselves (those are server
 * state, in the section's query cache: `catalogueQueries.ts`): the banner, and the table's search, sort
 * and page. Search, sort and page size changes go back to page 1. Forgotten at every session end.
 */
export interface CatalogueView<Key extends string> {
  /** The banner: success or error of the last action, cleared after 3 s by the Banner. */
  notice: Notice | null;
  search: string;
  sort: SortState<Key>;
  page: number;
  pageSize: number;

  notify: (notice: Notice) => void;
  clearNotice: () => void;
  setSearch: (search: string) => void;
  setSort: (sort: SortState<Key>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

export function createCatalogueView<Item extends Identified, Input, Key extends string>(
  config: Pick<CatalogueConfig<Item, Input, Key>, 'defaultSort' | 'defaultPageSize'>,
) {
  const state: StateCreator<CatalogueView<Key>> = (set) => ({
    notice: null,
    search: '',
    sort: config.defaultSort,
    page: 1,
    pageSize: config.defaultPageSize,
    notify: (notice) => set({ notice }),
    clearNotice: () => set({ notice: null }),
    setSearch: (search) => set({ search, page: 1 }),
    ...listViewActions<SortState<Key>>(set),
  });
  return create<CatalogueView<Key>>()(forgetful(state));
}

export type CatalogueViewStore<Key extends string> = ReturnType<typeof createCatalogueView<Identified, unknown, Key>>;
