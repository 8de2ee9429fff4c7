import { create, type StateCreator } from 'zustand';
import { errorMessage } from '@console/platform';
import { saveBlob, type Notice } from 'shared-kit/ui';
import { VersionConflictError } from 'shared-kit/conflict';
import { forgetful } from 'shared-kit/session';
import { defaultsDue, defaultsMadeOn, todayInKolkata, type DayPair } from '@console/contract/time';
import type { Area } from '../descriptor';
import {
  defaultReportFilters,
  normalizeReport,
  type Report,
  type ReportFilters,
  type ReportInput,
  type ReportOptions,
  type ReportSort,
  type ReportTotals,
} from '@console/contract/reports';
import { perResource } from '../catalogue/perResource';
import { listViewActions, newestRequest } from '../listStore';
import { forgetKeptLists } from './list/keptLists';
import type { ListQuery, ListWorker } from './list/protocol';
import { reportListClient, type ReportListClient } from './list/reportListClient';
import type { ImportAnswer, ImportProblem } from '@console/contract/wire';
import { reportApi } from './reportApi';
import { suggestionsOf, type ReportSuggestions } from './suggestions';
import {
  answeredInBrowser,
  failed,
  mayComeIntoBrowser,
  serverAnswered,
  streamed,
  visiting,
  working,
  type ListStatus,
  type ShownView,
} from './listStatus';

type ReportResource = Area['report'];

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
  /** The page's side of the list worker, started on the first visit; kept for the page load. */
  listClient: Promise<ReportListClient> | null;
  /** The rows of the page shown, and what they answer: counts and totals over the whole filtered list. */
  rows: Report[];
  total: number;
  totals: ReportTotals;
  /** The query the rows answer and who answered it (null before any): the table is stale while it differs from the page's. */
  shown: ShownView | null;
  /** Where the list stands: which engine answers views, how far the browser's copy is, why it failed. */
  status: ListStatus;
  /** Success or failure of a save or delete, cleared by the Banner after 3 s. */
  notice: Notice | null;
  saving: boolean;
  options: ReportOptions | null;
  optionsError: string | null;
  /** What the form suggests as a person types, from the list (empty until the list has been opened). */
  suggestions: ReportSuggestions;

  filters: ReportFilters;
  /**
   * The Kolkata day the filters' default dates were made on, null once the person chose dates: defaults
   * made the day before are made again for today when the list is next shown (defaultsDue).
   */
  datesMadeOn: string | null;
  sort: ReportSort | null;
  page: number;
  pageSize: number;

  importing: string | null;
  importResult: ImportResult | null;
  /** Bytes received while an export downloads; null when none runs. */
  exporting: number | null;
  exportResult: ExportResult | null;

  /** A visit of the page: the list checked against the server (read again when it changed) and shown. */
  load: () => Promise<void>;
  loadOptions: () => Promise<void>;
  loadSuggestions: () => Promise<void>;
  /**
   * Creates (no id) or updates based on `version`; resolves to the saved report, rejects with the
   * reason shown in the form, or with VersionConflictError when someone else saved it meanwhile.
   */
  save: (input: ReportInput, id?: string, version?: number) => Promise<Report>;
  /**
   * Deletes; false when it failed (the notice says why). A report changed since `version` rejects
   * with VersionConflictError (nothing deleted), so the person can be asked again.
   */
  remove: (id: string, version?: number) => Promise<boolean>;
  importFile: (file: File) => Promise<void>;
  exportFile: () => Promise<void>;
  setFilters: (change: Partial<ReportFilters>) => void;
  resetFilters: () => void;
  setSort: (sort: ReportSort) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  clearNotice: () => void;
  clearImportResult: () => void;
  clearExportResult: () => void;
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
async function importAnswerOf(error: unknown): Promise<Partial<ImportAnswer>> {
  try {
    // A refused file's answer carries the row problems; another refusal only its message.
    return ((await responseOf(error)?.clone().json()) ?? {}) as Partial<ImportAnswer>;
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

const ignore = () => undefined;

const daysOf = (filters: ReportFilters): DayPair => [filters.startDate, filters.endDate];
const defaultDays = (now: Date) => daysOf(defaultReportFilters(now));

const fill = (template: string, errors: number, blankRows: number) =>
  template.replace('{errors}', String(errors)).replace('{blankRows}', String(blankRows));

/** The list worker of one area, started on first use (tests hand in one that runs on their thread). */
export type StartListWorker = () => ListWorker | Promise<ListWorker>;

const startWorker: StartListWorker = async () => (await import('./list/startReportWorker')).startReportWorker();

function createReportStore(resource: ReportResource, start: StartListWorker) {
  const calls = reportApi(resource);
  const { messages } = resource;
  const startView = newestRequest();

  const state: StateCreator<ReportState> = (set, get) => {
    const query = (): ListQuery => {
      const { filters, sort, page, pageSize } = get();
      return { filters, sort, page, pageSize };
    };
    /** Default dates made on a day now past are made again for today; dates the person chose stay. */
    const followCalendar = () => {
      const now = new Date();
      const today = defaultsDue(get().datesMadeOn, now);
      if (today === null) return;
      const { startDate, endDate } = defaultReportFilters(now);
      set((state) => ({ filters: { ...state.filters, startDate, endDate }, datesMadeOn: today }));
    };
    /** The list failed (a view, the copy, a write applied to it): the page says why, with Retry. */
    const fail = (message: string) => set((state) => ({ status: failed(state.status, message) }));

    function listClient(): Promise<ReportListClient> {
      const current = get().listClient;
      if (current) return current;
      const client = Promise.resolve(start()).then((worker) =>
        reportListClient(calls, worker, `${location.origin}${resource.apiBase}`, {
          progress: (loaded, total) => set((state) => ({ status: streamed(state.status, { loaded, total }) })),
          // A new copy (first load, or someone's change): what is shown is asked for again.
          ready: () => {
            set({ status: { kind: 'whole' } });
            void showView();
          },
          failed: (message) => fail(message || messages.fetchFailed),
        }),
      );
      set({ listClient: client });
      // Asked for by an answer that came after the session ended: nobody may keep this worker (one
      // that did not start is nobody's either; the caller that asked hears why).
      if (get().listClient !== client) void client.then((started) => started.close(), ignore);
      return client;
    }

    /**
     * Shows what the filters, sort and page ask for: from the browser's copy once it is whole, else
     * from the server at once (GET {base}/view). The newest question wins; an older answer is dropped.
     * It never rejects: every failure of a view ends here, in the status, so callers may leave it running.
     */
    async function showView(): Promise<void> {
      followCalendar();
      const wanted = query();
      const isNewest = startView();
      try {
        const fromBrowser = answeredInBrowser(get().status);
        const { rows, page, total, totals, wholeList } = fromBrowser
          ? { ...(await (await listClient()).query(wanted)), wholeList: true }
          : await calls.view(wanted).then((answer) => ({ ...answer, rows: answer.data }));
        if (!isNewest()) return;
        set((state) => ({
          rows,
          total,
          totals,
          page,
          shown: { query: { ...wanted, page }, engine: fromBrowser ? 'browser' : 'server' },
          status: fromBrowser ? state.status : serverAnswered(state.status, wholeList),
        }));
      } catch (error) {
        if (isNewest()) fail(reasonOf(error, messages.fetchFailed));
      }
    }

    /** A report saved meanwhile by someone else goes into the list as it is now (then re-read on the next visit). */
    function seenNow(conflict: VersionConflictError): VersionConflictError {
      if (conflict.current) void applyWrite([normalizeReport(conflict.current)], [], null);
      return conflict;
    }

    /** Applies the page's own write to the list, then shows the list again; a failure ends in the status. */
    async function applyWrite(...change: Parameters<ReportListClient['patch']>) {
      // No copy in the browser (too large, or not opened yet): the server's answer has the write.
      const client = get().listClient;
      if (!client) {
        if (get().shown) await showView();
        return;
      }
      try {
        await (await client).patch(...change);
      } catch (error) {
        fail(reasonOf(error, messages.fetchFailed));
        return;
      }
      await showView();
    }

    return {
      listClient: null,
      rows: [],
      total: 0,
      totals: { pl: 0, stack: 0, acBalance: 0, afterVoidBalance: 0 },
      shown: null,
      status: { kind: 'idle' },
      notice: null,
      saving: false,
      options: null,
      optionsError: null,
      suggestions: suggestionsOf([]),
      filters: defaultReportFilters(),
      datesMadeOn: todayInKolkata(),
      sort: resource.defaultSort,
      page: 1,
      pageSize: resource.defaultPageSize,
      importing: null,
      importResult: null,
      exporting: null,
      exportResult: null,

      async load() {
        set((state) => ({ status: visiting(state.status) }));
        try {
          // The view first: the server answers it from SQL in a moment (and says whether the list may
          // come into the browser); the worker's copy, when whole, answers it at once.
          await showView();
          if (mayComeIntoBrowser(get().status)) await (await listClient()).sync();
        } catch (error) {
          fail(reasonOf(error, messages.fetchFailed));
        }
      },

      async loadOptions() {
        try {
          set({ options: await calls.options(), optionsError: null });
        } catch (error) {
          set({ optionsError: reasonOf(error, messages.fetchFailed) });
        }
      },

      async loadSuggestions() {
        // A list never opened on this page load has nothing to suggest from; no worker starts for it.
        const client = get().listClient;
        // Suggestions only help: a list that failed (its error is shown already) leaves the form without them.
        if (client) {
          const suggestions = await client.then((started) => started.suggestions()).catch(() => get().suggestions);
          set({ suggestions });
        }
      },

      async save(input, id, version) {
        set({ saving: true });
        try {
          const { value: saved, revisions } = id ? await calls.update(id, input, version) : await calls.create(input);
          set({ notice: { kind: 'success', text: id ? messages.updated : messages.created } });
          void applyWrite([saved], [], revisions);
          return saved;
        } catch (error) {
          if (error instanceof VersionConflictError) throw seenNow(error);
          const reason = reasonOf(error, id ? messages.updateFailed : messages.createFailed);
          throw new ReportSaveError((id ? messages.updateFailedAlert : messages.createFailedAlert) + reason, reason);
        } finally {
          set({ saving: false });
        }
      },

      async remove(id, version) {
        set({ saving: true });
        try {
          const { revisions } = await calls.remove(id, version);
          set({ notice: { kind: 'success', text: messages.deleted } });
          void applyWrite([], [id], revisions);
          return true;
        } catch (error) {
          if (error instanceof VersionConflictError) throw seenNow(error);
          set({ notice: { kind: 'error', text: messages.deleteFailedAlert + reasonOf(error, messages.deleteFailed) } });
          return false;
        } finally {
          set({ saving: false });
        }
      },

      async importFile(file) {
        set({ importing: file.name, importResult: null });
        try {
          const { value: answer, revisions } = await calls.importFile(file);
          // Success adds the returned rows to the list (spec §4).
          const added = (answer.data ?? []).map(normalizeReport);
          if (added.length) void applyWrite(added, [], revisions);
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
        followCalendar();
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

      setFilters: (change) => {
        set((state) => {
          const filters = { ...state.filters, ...change };
          const datesMadeOn = defaultsMadeOn(state.datesMadeOn, daysOf(state.filters), daysOf(filters), defaultDays);
          return { filters, datesMadeOn, page: 1 };
        });
        void showView();
      },
      // Reset Filters clears every filter and the search, goes back to page 1 and clears the error (forex.md §4).
      resetFilters: () => {
        set((state) => ({
          filters: defaultReportFilters(),
          datesMadeOn: todayInKolkata(),
          page: 1,
          status: working(state.status),
        }));
        void showView();
      },
      ...listViewActions<ReportSort>((change) => {
        set(change);
        void showView();
      }),
      clearNotice: () => set({ notice: null }),
      clearImportResult: () => set({ importResult: null }),
      clearExportResult: () => set({ exportResult: null }),
    };
  };
  return create<ReportState>()(forgetful(state, (forgotten) => void stopList(forgotten.listClient)));
}

/** The session ended: the list worker stops, then the kept lists go (the worker may have been writing them). */
async function stopList(client: Promise<ReportListClient> | null) {
  (await client?.catch(() => null))?.close();
  forgetKeptLists();
}

/** The report store of one area; the Turbo and the Forex page each keep their own. */
export const reportStore = perResource(
  (resource: ReportResource) => createReportStore(resource, listWorkerStarter),
  (resource) => resource.apiBase,
);

let listWorkerStarter: StartListWorker = startWorker;

/** Tests: the list worker every report store made from now on starts (one on the test's own thread). */
export function startListWorkersWith(start: StartListWorker): void {
  listWorkerStarter = start;
}

export type ReportStore = ReturnType<typeof createReportStore>;
