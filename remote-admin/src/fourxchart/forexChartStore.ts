import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage } from '@console/platform';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import { lastChangeOf } from 'shared-kit/audit';
import {
  conflictFields,
  versionOf,
  VersionConflictError,
  withChoices,
  type ChangedBy,
  type Choice,
  type Conflict,
  type ConflictField,
  type FieldSpec,
} from 'shared-kit/conflict';
import { forexChartApi, type ChartEntry } from './forexChartApi';
import { dayOf } from './pnl';

export interface DayRange {
  from: string;
  to: string;
}

export interface EntryForm {
  /** YYYY-MM-DD. */
  date: string;
  /** As typed; a decimal with step 0.01. */
  amount: string;
}

export interface ForexChartState {
  entries: ChartEntry[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  range: DayRange;
  form: EntryForm;
  /** Edit mode: the entry the form updates. */
  editingId: string | null;
  /** The entry's version and values the edit is based on: as opened, then as saved meanwhile. */
  editingVersion: number | undefined;
  editingBase: EntryForm | null;
  /** An update refused because another admin saved the entry meanwhile: what they changed. */
  conflict: Conflict<EntryForm> | null;
  /** Who saved the entry meanwhile and when (from the audit trail). */
  conflictBy: ChangedBy | null;
  /** What changed in the entry to delete since it was shown, when a delete was refused for it. */
  deleteChanges: ConflictField[] | null;
  saving: boolean;
  deleting: ChartEntry | null;
  page: number;
  pageSize: number;
  notice: Notice | null;

  load: () => Promise<void>;
  setRange: (range: Partial<DayRange>) => void;
  setForm: (form: Partial<EntryForm>) => void;
  startEdit: (entry: ChartEntry) => void;
  cancelEdit: () => void;
  /** After a conflict: keep this admin's value of a field, or take the other's. */
  choose: (key: string, choice: Choice) => void;
  submit: () => Promise<void>;
  askDelete: (entry: ChartEntry) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  clearNotice: () => void;
}

const blankForm = (): EntryForm => ({ date: todayInKolkata(), amount: '' });

const formOf = (entry: ChartEntry): EntryForm => ({ date: dayOf(entry), amount: String(entry.amount) });

export const ENTRY_CONFLICT_FIELDS: readonly FieldSpec<EntryForm>[] = [
  { key: 'date', label: 'Date' },
  { key: 'amount', label: 'Amount' },
];

const NOT_EDITING = {
  editingId: null,
  editingVersion: undefined,
  editingBase: null,
  conflict: null,
  conflictBy: null,
} satisfies Partial<ForexChartState>;

/** An answer came back, but not ok (as opposed to no answer at all). */
const answered = (error: unknown) => typeof error === 'object' && error !== null && 'response' in error;

/** The 4xChart screen: the ledger, the entry form (create or edit), the range, the table's paging. */
const forexChartState: StateCreator<ForexChartState> = (set, get) => {
  const fail = (text: string) => set({ notice: { kind: 'error', text } });
  return {
    entries: [],
    status: 'idle',
    range: { from: firstOfMonthInKolkata(), to: todayInKolkata() },
    form: blankForm(),
    ...NOT_EDITING,
    saving: false,
    deleting: null,
    deleteChanges: null,
    page: 1,
    pageSize: 20,
    notice: null,

    async load() {
      if (get().status !== 'succeeded') set({ status: 'loading' });
      try {
        set({ entries: await forexChartApi.list(), status: 'succeeded' });
      } catch (error) {
        set({ status: 'failed' });
        fail(errorMessage(error, 'Failed to fetch entries'));
      }
    },

    setRange: (range) => set((state) => ({ range: { ...state.range, ...range }, page: 1 })),
    setForm: (form) => set((state) => ({ form: { ...state.form, ...form } })),
    startEdit: (entry) =>
      set({
        ...NOT_EDITING,
        editingId: entry._id,
        editingVersion: versionOf(entry),
        editingBase: formOf(entry),
        form: formOf(entry),
      }),
    cancelEdit: () => set({ ...NOT_EDITING, form: blankForm() }),
    choose(key, choice) {
      const { conflict, form } = get();
      if (!conflict) return;
      const fields = conflict.fields.map((field) => (field.key === key ? { ...field, choice } : field));
      set({
        conflict: { ...conflict, fields },
        form: withChoices(form, conflict.mine, conflict.theirs, [{ key, choice }]),
      });
    },

    async submit() {
      const { form, editingId, editingVersion, editingBase, saving } = get();
      // The spec: an empty date or amount does nothing.
      if (saving || !form.date || form.amount.trim() === '') return;
      const input = { date: form.date, amount: Number(form.amount) };
      set({ saving: true });
      try {
        if (editingId) await forexChartApi.update(editingId, input, editingVersion);
        else await forexChartApi.create(input);
        set({ ...NOT_EDITING, form: blankForm() });
        await get().load();
      } catch (error) {
        if (error instanceof VersionConflictError && error.current && editingId && editingBase) {
          // Saved meanwhile by another admin: keep this one's values, take theirs where this one left a field alone.
          const theirs = formOf(error.current as ChartEntry);
          const fields = conflictFields(editingBase, form, theirs, ENTRY_CONFLICT_FIELDS);
          void get().load();
          void lastChangeOf('forexchart', editingId, error.current).then((conflictBy) => {
            if (get().editingId === editingId) set({ conflictBy });
          });
          return set({
            form: withChoices(form, form, theirs, fields),
            conflict: { mine: form, theirs, fields },
            editingVersion: versionOf(error.current),
            editingBase: theirs,
          });
        }
        fail(
          answered(error)
            ? errorMessage(error, editingId ? 'Failed to update entry' : 'Failed to create entry')
            : 'An error occurred during submission',
        );
      } finally {
        set({ saving: false });
      }
    },

    askDelete: (entry) => set({ deleting: entry, deleteChanges: null }),
    cancelDelete: () => set({ deleting: null, deleteChanges: null }),
    async confirmDelete() {
      const entry = get().deleting;
      if (!entry) return;
      set({ saving: true });
      try {
        await forexChartApi.remove(entry._id, versionOf(entry));
        set((state) => ({
          entries: state.entries.filter((e) => e._id !== entry._id),
          notice: { kind: 'success', text: 'Entry deleted successfully!' },
          ...(state.editingId === entry._id ? { ...NOT_EDITING, form: blankForm() } : {}),
          deleting: null,
          deleteChanges: null,
        }));
      } catch (error) {
        if (error instanceof VersionConflictError && error.current) {
          // Changed meanwhile: ask again, showing what changed, against the entry as it is now.
          const current = error.current as ChartEntry;
          const deleteChanges = conflictFields(formOf(entry), formOf(entry), formOf(current), ENTRY_CONFLICT_FIELDS);
          void get().load();
          return set({ deleting: current, deleteChanges });
        }
        fail(answered(error) ? errorMessage(error, 'Failed to delete entry') : 'An error occurred during deletion');
        set({ deleting: null, deleteChanges: null });
      } finally {
        set({ saving: false });
      }
    },

    setPage: (page) => set({ page }),
    setPageSize: (pageSize) => set({ pageSize, page: 1 }),
    clearNotice: () => set({ notice: null }),
  };
};

export const useForexChart = create<ForexChartState>()(forgetful(forexChartState));
