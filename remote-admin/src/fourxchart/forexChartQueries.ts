import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@console/platform';
import { lastChangeOf } from 'shared-kit/audit';
import { versionOf, VersionConflictError } from 'shared-kit/conflict';
import { forexChartApi, type ChartEntry, type EntryInput } from './forexChartApi';
import { forexChartKeys } from './forexChartKeys';
import { useForexChart } from './forexChartStore';

/** An answer came back, but not ok (as opposed to no answer at all). */
const answered = (error: unknown) => typeof error === 'object' && error !== null && 'response' in error;

/** The entry as another admin saved it meanwhile, when a write was refused for that. */
const changedMeanwhile = (error: unknown): ChartEntry | undefined =>
  error instanceof VersionConflictError && error.current ? (error.current as ChartEntry) : undefined;

/** The whole ledger; the page shows the chosen range of it. */
export const useChartEntries = () => useQuery({ queryKey: forexChartKeys.entries(), queryFn: forexChartApi.list });

interface Save {
  id: string | null;
  input: EntryInput;
  version?: number;
}

/**
 * Add Entry or Update: the form is a blank new entry at once, and the save stays under way until the
 * ledger is read again; an update refused because another admin saved the entry meanwhile keeps the
 * edit, based on their version.
 */
export function useSaveEntry() {
  const { form, editingId, editingVersion, saved, savedMeanwhile, showChangedBy, fail } = useForexChart();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, input, version }: Save) =>
      id ? forexChartApi.update(id, input, version) : forexChartApi.create(input),
    onSuccess: () => {
      saved();
      return client.invalidateQueries({ queryKey: forexChartKeys.entries() });
    },
  });

  async function submit() {
    // The spec: an empty date or amount does nothing.
    if (mutation.isPending || !form.date || form.amount.trim() === '') return;
    try {
      await mutation.mutateAsync({
        id: editingId,
        input: { date: form.date, amount: Number(form.amount) },
        version: editingVersion,
      });
    } catch (error) {
      const current = changedMeanwhile(error);
      if (current && editingId) {
        void client.invalidateQueries({ queryKey: forexChartKeys.entries() });
        void lastChangeOf('forexchart', editingId, current).then((by) => showChangedBy(editingId, by));
        return savedMeanwhile(current);
      }
      fail(
        answered(error)
          ? errorMessage(error, editingId ? 'Failed to update entry' : 'Failed to create entry')
          : 'An error occurred during submission',
      );
    }
  }
  return { submit, saving: mutation.isPending };
}

/**
 * The confirmed delete, based on the version shown: the entry leaves the ledger shown at once; one
 * changed meanwhile is asked about again.
 */
export function useDeleteEntry() {
  const { deleting, deleted, askDeleteAgain, cancelDelete, fail } = useForexChart();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (entry: ChartEntry) => forexChartApi.remove(entry._id, versionOf(entry)),
    onSuccess: (_answer, entry) =>
      client.setQueryData<ChartEntry[]>(forexChartKeys.entries(), (entries) =>
        entries?.filter((e) => e._id !== entry._id),
      ),
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await mutation.mutateAsync(deleting);
      deleted(deleting);
    } catch (error) {
      const current = changedMeanwhile(error);
      if (current) {
        void client.invalidateQueries({ queryKey: forexChartKeys.entries() });
        return askDeleteAgain(current);
      }
      fail(answered(error) ? errorMessage(error, 'Failed to delete entry') : 'An error occurred during deletion');
      cancelDelete();
    }
  }
  return { confirmDelete, removing: mutation.isPending };
}
