import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@console/platform';
import { versioned, VersionConflictError } from 'shared-kit/conflict';
import type { Notice } from 'shared-kit/ui';

export interface ListedDelete {
  /** The API's delete, based on `version` (If-Match). */
  call: (id: string, version?: number) => Promise<unknown>;
  /** Takes the record out of the list on screen. */
  dropListed: (id: string) => void;
  /** Asks for the list again. */
  refresh: () => void;
  notify: (notice: Notice) => void;
  messages: { deleted: string; deleteFailed: string };
}

/**
 * Deleting one listed record (catalogue and proof pages alike): on success the row leaves the list
 * under the success banner and the list is asked for again; otherwise the error banner says why and
 * the list stays. A record changed meanwhile rejects with VersionConflictError, after the list is asked
 * for again, so ConfirmDelete can ask again showing the change. `deleting` while the call runs.
 */
export function useListedDelete({ call, dropListed, refresh, notify, messages }: ListedDelete) {
  const removing = useMutation({
    mutationFn: ({ id, version }: { id: string; version?: number }) => versioned(() => call(id, version)),
  });
  const remove = async (id: string, version?: number): Promise<boolean> => {
    try {
      await removing.mutateAsync({ id, version });
    } catch (error) {
      if (error instanceof VersionConflictError) {
        refresh();
        throw error;
      }
      notify({ kind: 'error', text: errorMessage(error, messages.deleteFailed) });
      return false;
    }
    dropListed(id);
    notify({ kind: 'success', text: messages.deleted });
    refresh();
    return true;
  };
  return { remove, deleting: removing.isPending };
}
