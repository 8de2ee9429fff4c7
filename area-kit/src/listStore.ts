import { versioned, VersionConflictError } from 'shared-kit/conflict';
import { errorMessage } from '@console/platform';
import type { Notice } from 'shared-kit/ui';

/** Pieces every list store of the area kit has: the table view's actions and newest-answer-wins loads. */

/** The table view's actions: a new sort or page size goes back to page 1, as any filter change does. */
export function listViewActions<Sort>(set: (change: { sort?: Sort; page?: number; pageSize?: number }) => void) {
  return {
    setSort: (sort: Sort) => set({ sort, page: 1 }),
    setPage: (page: number) => set({ page }),
    setPageSize: (pageSize: number) => set({ pageSize, page: 1 }),
  };
}

/**
 * For loads that may overlap (a reload while one is under way): each call starts a request and gives
 * back whether it is still the newest, so a slow old answer never overwrites a newer one.
 */
export function newestRequest(): () => () => boolean {
  let newest = 0;
  return () => {
    const mine = ++newest;
    return () => mine === newest;
  };
}

/** The part of a list store a delete touches: its rows, its banner, its busy flag, its reload. */
export interface ListedState<Item> {
  items: Item[];
  notice: Notice | null;
  saving: boolean;
  load: () => Promise<void>;
}

/**
 * Deletes one listed record: busy while the call runs; then the row leaves the list under the success
 * banner and the list reloads, or the error banner says why and the list stays. True when it worked.
 */
export async function removeListed<Item extends { _id: string }>(
  set: (change: Partial<ListedState<Item>>) => void,
  get: () => ListedState<Item>,
  id: string,
  call: (id: string, version?: number) => Promise<unknown>,
  messages: { deleted: string; deleteFailed: string },
  version?: number,
): Promise<boolean> {
  set({ saving: true });
  try {
    await versioned(() => call(id, version));
    set({ items: get().items.filter((item) => item._id !== id), notice: { kind: 'success', text: messages.deleted } });
    void get().load();
    return true;
  } catch (error) {
    // Changed meanwhile: nothing was deleted, and the person is asked again (ConfirmDelete).
    if (error instanceof VersionConflictError) {
      void get().load();
      throw error;
    }
    set({ notice: { kind: 'error', text: errorMessage(error, messages.deleteFailed) } });
    return false;
  } finally {
    set({ saving: false });
  }
}
