import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { defaultsDue, todayInKolkata } from '@console/contract/time';
import type { Notice } from 'shared-kit/ui';
import {
  conflictFields,
  versionOf,
  withChoices,
  type ChangedBy,
  type Choice,
  type Conflict,
  type ConflictField,
  type FieldSpec,
} from 'shared-kit/conflict';
import type { ChartEntry } from './forexChartApi';
import { dayOf } from './pnl';
import { monthToToday, rangeMadeOn, type DayRange } from '../dates/dayRange';

export type { DayRange };

export interface EntryForm {
  /** YYYY-MM-DD. */
  date: string;
  /** As typed; a decimal with step 0.01. */
  amount: string;
}

export interface ForexChartState {
  range: DayRange;
  /** The Kolkata day the default range was made on, null once the admin chose days (defaultsDue). */
  rangeMadeOn: string | null;
  form: EntryForm;
  /**
   * The Kolkata day a new entry's default date (today) was made on, null once the admin chose a date or
   * while an entry is edited: a visit on a later day dates a new entry that day, not the day before.
   */
  formMadeOn: string | null;
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
  deleting: ChartEntry | null;
  page: number;
  pageSize: number;
  notice: Notice | null;

  /** The screen is shown: a range and a new entry's date made on a day now past are made for today. */
  visit: () => void;
  setRange: (range: Partial<DayRange>) => void;
  setForm: (form: Partial<EntryForm>) => void;
  startEdit: (entry: ChartEntry) => void;
  cancelEdit: () => void;
  /** After a conflict: keep this admin's value of a field, or take the other's. */
  choose: (key: string, choice: Choice) => void;
  /** The edit is saved: the form is a blank new entry again. */
  saved: () => void;
  /**
   * The entry was saved meanwhile by another admin (`current`): keep this one's values, take theirs
   * where this one left a field alone, and base the next Update on their version.
   */
  savedMeanwhile: (current: ChartEntry) => void;
  /** Who saved the entry meanwhile, once the audit trail says, if the same edit is still open. */
  showChangedBy: (editingId: string, changedBy: ChangedBy | null) => void;
  askDelete: (entry: ChartEntry) => void;
  /** The entry changed since it was shown: ask again, against the entry as it is now, showing what changed. */
  askDeleteAgain: (current: ChartEntry) => void;
  cancelDelete: () => void;
  /** The entry is deleted: the question closes, and an edit of it with it. */
  deleted: (entry: ChartEntry) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  fail: (text: string) => void;
  clearNotice: () => void;
}

const blankForm = (): EntryForm => ({ date: todayInKolkata(), amount: '' });
/** A blank new entry, dated today. */
const blank = () => ({ form: blankForm(), formMadeOn: todayInKolkata() });

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

/**
 * The 4xChart screen around its ledger (server state: forexChartQueries.ts): the entry form (create or
 * edit), the range, the table's paging, the delete question and the banner.
 */
const forexChartState: StateCreator<ForexChartState> = (set, get) => ({
  range: monthToToday(),
  rangeMadeOn: todayInKolkata(),
  ...blank(),
  ...NOT_EDITING,
  deleting: null,
  deleteChanges: null,
  page: 1,
  pageSize: 20,
  notice: null,

  visit: () => {
    const now = new Date();
    const made = get();
    const rangeDay = defaultsDue(made.rangeMadeOn, now);
    if (rangeDay !== null) set({ range: monthToToday(now), rangeMadeOn: rangeDay, page: 1 });
    const formDay = defaultsDue(made.formMadeOn, now);
    if (formDay !== null) set((state) => ({ form: { ...state.form, date: formDay }, formMadeOn: formDay }));
  },
  setRange: (change) =>
    set((state) => {
      const range = { ...state.range, ...change };
      return { range, rangeMadeOn: rangeMadeOn(state.rangeMadeOn, state.range, range), page: 1 };
    }),
  setForm: (form) =>
    set((state) => ({
      form: { ...state.form, ...form },
      formMadeOn: form.date === undefined || form.date === state.form.date ? state.formMadeOn : null,
    })),
  startEdit: (entry) =>
    set({
      ...NOT_EDITING,
      editingId: entry._id,
      editingVersion: versionOf(entry),
      editingBase: formOf(entry),
      form: formOf(entry),
      formMadeOn: null,
    }),
  cancelEdit: () => set({ ...NOT_EDITING, ...blank() }),
  choose(key, choice) {
    const { conflict, form } = get();
    if (!conflict) return;
    const fields = conflict.fields.map((field) => (field.key === key ? { ...field, choice } : field));
    set({
      conflict: { ...conflict, fields },
      form: withChoices(form, conflict.mine, conflict.theirs, [{ key, choice }]),
    });
  },

  saved: () => set({ ...NOT_EDITING, ...blank() }),
  savedMeanwhile(current) {
    const { form, editingBase } = get();
    if (!editingBase) return;
    const theirs = formOf(current);
    const fields = conflictFields(editingBase, form, theirs, ENTRY_CONFLICT_FIELDS);
    set({
      form: withChoices(form, form, theirs, fields),
      conflict: { mine: form, theirs, fields },
      editingVersion: versionOf(current),
      editingBase: theirs,
    });
  },
  showChangedBy(editingId, conflictBy) {
    if (get().editingId === editingId) set({ conflictBy });
  },

  askDelete: (entry) => set({ deleting: entry, deleteChanges: null }),
  askDeleteAgain(current) {
    const entry = get().deleting;
    if (!entry) return;
    const deleteChanges = conflictFields(formOf(entry), formOf(entry), formOf(current), ENTRY_CONFLICT_FIELDS);
    set({ deleting: current, deleteChanges });
  },
  cancelDelete: () => set({ deleting: null, deleteChanges: null }),
  deleted: (entry) =>
    set((state) => ({
      notice: { kind: 'success', text: 'Entry deleted successfully!' },
      ...(state.editingId === entry._id ? { ...NOT_EDITING, ...blank() } : {}),
      deleting: null,
      deleteChanges: null,
    })),

  setPage: (page) => set({ page }),
  setPageSize: (pageSize) => set({ pageSize, page: 1 }),
  fail: (text) => set({ notice: { kind: 'error', text } }),
  clearNotice: () => set({ notice: null }),
});

export const useForexChart = create<ForexChartState>()(forgetful(forexChartState));
