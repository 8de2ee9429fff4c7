import { create } from 'zustand';
import { errorMessage } from '@console/platform';
import type { Notice } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import {
  defaultReportFilters,
  indexReports,
  normalizeReport,
  type Report,
  type ReportFilters,
  type ReportIndex,
  type ReportInput,
  type ReportOptions,
  type ReportSort,
} from '@console/contract/reports';
import { perResource } from '../catalogue/perResource';
import { listViewActions, newestRequest } from '../listStore';
import { reportApi, type ImportAnswer, type ImportProblem } from './reportApi';
import { saveBlob } from './saveBlob';

/** The outcome of the last import, shown until the next one starts (spec §4). */
export interface ImportResult {
  ok: boolean;
  message: string;
  errors: ImportProblem[];
  blankRows: ImportProblem[];
}

export interface ExportResult {
  ok: boolean;
  message: string;
}

export interface ReportState {
  reports: Report[];
  /** The reports laid out for filtering; rebuilt whenever the list changes. */
  index: ReportIndex;
  loading: boolean;
  loaded: boolean;
  /** Why the list could not be fetched ("Error: ..."). */
  error: string | null;
  /** Success or failure of a save or delete, cleared by the Banner after 3 s. */
  notice: Notice | null;
  saving: boolean;
  options: ReportOptions | null;
  optionsError: string | null;

  filters: ReportFilters;
  sort: ReportSort | null;
  page: number;
  pageSize: number;

  importing: string | null;
  importResult: ImportResult | null;
  /** Bytes received while an export downloads; null when none runs. */
  exporting: number | null;
  exportResult: ExportResult | null;

  load(): Promise<void>;
  loadOptions(): Promise<void>;
  /** Creates (no id) or updates; resolves to the saved report, rejects with the reason shown in the form. */
  save(input: ReportInput, id?: string): Promise<Report>;
  remove(id: string): Promise<boolean>;
  importFile(file: File): Promise<void>;
  exportFile(): Promise<void>;
  setFilters(change: Partial<ReportFilters>): void;
  resetFilters(): void;
  setSort(sort: ReportSort): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  clearNotice(): void;
  clearImportResult(): void;
  clearExportResult(): void;
}

const NOT_AUTHORIZED = 'Not authorized, please log in.';

/** The answer behind a failed call (ky's HTTPError), read by shape: the remote may bundle its own ky. */
function responseOf(error: unknown): Response | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response : undefined;
}

/** turbo.md §8: a 401 on a report call reads 'Not authorized, please log in.'; otherwise the server's message or the fallback. */
function reasonOf(error: unknown, fallback: string): string {
  if (responseOf(error)?.status === 401) return NOT_AUTHORIZED;
  return errorMessage(error, fallback);
}

/** The body of a refused import, which carries the row problems too. */
async function importAnswerOf(error: unknown): Promise<ImportAnswer> {
  try {
    return ((await responseOf(error)?.clone().json()) ?? {}) as ImportAnswer;
  } catch {
    return {};
  }
}

/**
 * A failed save: `message` is the page's alert ('Failed to create report: ...'), `reason` the bare
 * reason, for callers that word it their own way (a proof's Add to Report: 'Failed to add report: ...').
 */
export class ReportSaveError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

const fill = (template: string, errors: number, blankRows: number) =>
  template.replace('{errors}', String(errors)).replace('{blankRows}', String(blankRows));

function createReportStore(resource: Area['report']) {
  const calls = reportApi(resource);
  const { messages } = resource;
  const startLoad = newestRequest();

  return create<ReportState>()((set, get) => {
    /** Every change of the list goes through here, so the index always matches it. */
    const setReports = (reports: Report[]) => set({ reports, index: indexReports(reports) });

    return {
      reports: [],
      index: indexReports([]),
      loading: false,
      loaded: false,
      error: null,
      notice: null,
      saving: false,
      options: null,
      optionsError: null,
      filters: defaultReportFilters(),
      sort: resource.defaultSort,
      page: 1,
      pageSize: resource.defaultPageSize,
      importing: null,
      importResult: null,
      exporting: null,
      exportResult: null,

      async load() {
        const isNewest = startLoad();
        set({ loading: true, error: null });
        try {
          const reports = await calls.list();
          if (isNewest()) {
            setReports(reports);
            set({ loaded: true });
          }
        } catch (error) {
          if (isNewest()) set({ error: reasonOf(error, messages.fetchFailed) });
        } finally {
          if (isNewest()) set({ loading: false });
        }
      },

      async loadOptions() {
        try {
          set({ options: await calls.options(), optionsError: null });
        } catch (error) {
          set({ optionsError: reasonOf(error, messages.fetchFailed) });
        }
      },

      async save(input, id) {
        set({ saving: true });
        try {
          const saved = id ? await calls.update(id, input) : await calls.create(input);
          const reports = get().reports;
          // Creating adds to the list (newest first, as the server lists them); updating replaces by _id.
          setReports(id ? reports.map((report) => (report._id === id ? saved : report)) : [saved, ...reports]);
          set({ notice: { kind: 'success', text: id ? messages.updated : messages.created } });
          return saved;
        } catch (error) {
          const reason = reasonOf(error, id ? messages.updateFailed : messages.createFailed);
          throw new ReportSaveError((id ? messages.updateFailedAlert : messages.createFailedAlert) + reason, reason);
        } finally {
          set({ saving: false });
        }
      },

      async remove(id) {
        set({ saving: true });
        try {
          await calls.remove(id);
          setReports(get().reports.filter((report) => report._id !== id));
          set({ notice: { kind: 'success', text: messages.deleted } });
          return true;
        } catch (error) {
          set({ notice: { kind: 'error', text: messages.deleteFailedAlert + reasonOf(error, messages.deleteFailed) } });
          return false;
        } finally {
          set({ saving: false });
        }
      },

      async importFile(file) {
        set({ importing: file.name, importResult: null });
        try {
          const answer = await calls.importFile(file);
          // Success appends the returned rows to the list (spec §4).
          const added = (answer.data ?? []).map(normalizeReport);
          if (added.length) setReports([...get().reports, ...added]);
          set({
            importResult: {
              ok: true,
              message: answer.message || messages.imported,
              errors: answer.errors ?? [],
              blankRows: answer.blankRows ?? [],
            },
          });
        } catch (error) {
          const answer = await importAnswerOf(error);
          const errors = answer.errors ?? [];
          const blankRows = answer.blankRows ?? [];
          const fallback =
            errors.length || blankRows.length
              ? fill(messages.importRowProblems, errors.length, blankRows.length)
              : messages.importFailed;
          set({ importResult: { ok: false, message: reasonOf(error, fallback), errors, blankRows } });
        } finally {
          set({ importing: null });
        }
      },

      async exportFile() {
        set({ exporting: 0, exportResult: null });
        try {
          const blob = await calls.exportFile(get().filters, (received) => set({ exporting: received }));
          saveBlob(blob, resource.exportFileName);
          set({ exportResult: { ok: true, message: messages.exported } });
        } catch (error) {
          set({
            exportResult: { ok: false, message: messages.exportFailedAlert + reasonOf(error, messages.exportFailed) },
          });
        } finally {
          set({ exporting: null });
        }
      },

      setFilters: (change) => set((state) => ({ filters: { ...state.filters, ...change }, page: 1 })),
      // Reset Filters clears every filter and the search, goes back to page 1 and clears the error (forex.md §4).
      resetFilters: () => set({ filters: defaultReportFilters(), page: 1, error: null }),
      ...listViewActions<ReportSort>(set),
      clearNotice: () => set({ notice: null }),
      clearImportResult: () => set({ importResult: null }),
      clearExportResult: () => set({ exportResult: null }),
    };
  });
}

/** The report store of one area; the Turbo and the Forex page each keep their own. */
export const reportStore = perResource(createReportStore, (resource) => resource.apiBase);

export type ReportStore = ReturnType<typeof createReportStore>;
