import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage } from '@console/platform';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
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
  submit: () => Promise<void>;
  askDelete: (entry: ChartEntry) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  clearNotice: () => void;
}

const blankForm = (): EntryForm => ({ date: todayInKolkata(), amount: '' });

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
    editingId: null,
    saving: false,
    deleting: null,
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
    startEdit: (entry) => set({ editingId: entry._id, form: { date: dayOf(entry), amount: String(entry.amount) } }),
    cancelEdit: () => set({ editingId: null, form: blankForm() }),

    async submit() {
      const { form, editingId, saving } = get();
      // The spec: an empty date or amount does nothing.
      if (saving || !form.date || form.amount.trim() === '') return;
      const input = { date: form.date, amount: Number(form.amount) };
      set({ saving: true });
      try {
        if (editingId) await forexChartApi.update(editingId, input);
        else await forexChartApi.create(input);
        set({ form: blankForm(), editingId: null });
        await get().load();
      } catch (error) {
        fail(
          answered(error)
            ? errorMessage(error, editingId ? 'Failed to update entry' : 'Failed to create entry')
            : 'An error occurred during submission',
        );
      } finally {
        set({ saving: false });
      }
    },

    askDelete: (entry) => set({ deleting: entry }),
    cancelDelete: () => set({ deleting: null }),
    async confirmDelete() {
      const entry = get().deleting;
      if (!entry) return;
      set({ saving: true });
      try {
        await forexChartApi.remove(entry._id);
        set((state) => ({
          entries: state.entries.filter((e) => e._id !== entry._id),
          notice: { kind: 'success', text: 'Entry deleted successfully!' },
          ...(state.editingId === entry._id ? { editingId: null, form: blankForm() } : {}),
        }));
      } catch (error) {
        fail(answered(error) ? errorMessage(error, 'Failed to delete entry') : 'An error occurred during deletion');
      } finally {
        set({ saving: false, deleting: null });
      }
    },

    setPage: (page) => set({ page }),
    setPageSize: (pageSize) => set({ pageSize, page: 1 }),
    clearNotice: () => set({ notice: null }),
  };
};

export const useForexChart = create<ForexChartState>()(forgetful(forexChartState));
