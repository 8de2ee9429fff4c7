import { api, takePrefetched } from '@console/platform';
import { ifMatch, versioned } from 'shared-kit/conflict';
import type { ReportResource } from '@console/contract/areas';
import {
  filtersToQuery,
  normalizeReport,
  viewToQuery,
  type ReportView,
  type Report,
  type ReportFilters,
  type ReportInput,
  type ReportOptions,
} from '@console/contract/reports';
import type {
  ImportAnswer,
  ListKeyAnswer,
  ReportOptionsAnswer,
  ReportViewAnswer,
  ReportWriteAnswer,
} from '@console/contract/wire';

/** The list's revisions around a write (the API's x-list-revision-before/-after), when it sent them. */
export type WriteRevisions = { before: string; after: string } | null;

/** What a write answered, with the revisions around it. */
export interface Written<T> {
  value: T;
  revisions: WriteRevisions;
}

function revisionsOf(response: Response): WriteRevisions {
  const before = response.headers.get('x-list-revision-before');
  const after = response.headers.get('x-list-revision-after');
  return before && after ? { before, after } : null;
}

/** Bytes received so far while an export downloads. */
export type DownloadProgress = (receivedBytes: number) => void;

// An import of 100,000 rows or an export of as many can take a while: no client-side timeout.
const LONG = { timeout: false } as const;

/** The calls of one area's report page (turbo.md §7, forex.md §7): the one module that knows the URLs. */
export function reportApi(resource: ReportResource) {
  const base = resource.apiBase.replace(/^\//, '');
  return {
    /**
     * GET {base}/columns: the whole list streamed as columns (the worker reads it), or 'current' when
     * the copy at `tag` is still the server's (304).
     */
    async columns(tag: string | null): Promise<Response | 'current'> {
      try {
        return await api.get(`${base}/columns`, { ...LONG, headers: tag ? { 'if-none-match': tag } : {} });
      } catch (error) {
        if ((error as { response?: Response }).response?.status === 304) return 'current';
        throw error;
      }
    },
    /** GET /api/admin/list-key: this session's key for the list kept in the browser (listCache.ts). */
    async listKey(): Promise<ListKeyAnswer> {
      return api.get('admin/list-key').json<ListKeyAnswer>();
    },
    /** GET {base}/view: one view's page, count and totals answered by the server (SQL). */
    async view(view: ReportView): Promise<ReportViewAnswer> {
      const searchParams = viewToQuery(view);
      const ask = () => api.get(`${base}/view`, { searchParams }).json<ReportViewAnswer>();
      // The first view may be on its way already: the shell asked for it while this code loaded.
      const prefetched = takePrefetched<ReportViewAnswer>({ path: `${base}/view`, searchParams });
      const answer = prefetched ? await prefetched.catch(ask) : await ask();
      return { ...answer, data: answer.data.map(normalizeReport) };
    },
    async options(): Promise<ReportOptions> {
      return (await api.get(`${base}/options`).json<ReportOptionsAnswer>()).data;
    },
    async create(input: ReportInput): Promise<Written<Report>> {
      const response = await api.post(`${base}/create`, { json: input });
      return {
        value: normalizeReport((await response.json<ReportWriteAnswer>()).data),
        revisions: revisionsOf(response),
      };
    },
    /** PUT {base}/:id based on `version` (If-Match); a stale version rejects with VersionConflictError. */
    async update(id: string, input: ReportInput, version?: number): Promise<Written<Report>> {
      const response = await versioned(() =>
        api.put(`${base}/${encodeURIComponent(id)}`, { json: input, headers: ifMatch(version) }),
      );
      return {
        value: normalizeReport((await response.json<ReportWriteAnswer>()).data),
        revisions: revisionsOf(response),
      };
    },
    /** DELETE {base}/:id based on `version`, like update. */
    async remove(id: string, version?: number): Promise<Written<null>> {
      const response = await versioned(() =>
        api.delete(`${base}/${encodeURIComponent(id)}`, { headers: ifMatch(version) }),
      );
      return { value: null, revisions: revisionsOf(response) };
    },
    /** POST {base}/import, multipart with the one file under `file`. */
    async importFile(file: File): Promise<Written<ImportAnswer>> {
      const body = new FormData();
      body.append('file', file, file.name);
      const response = await api.post(`${base}/import`, { body, ...LONG });
      return { value: await response.json<ImportAnswer>(), revisions: revisionsOf(response) };
    },
    /** GET {base}/exportExcel with the page's filters; the file as a Blob. */
    async exportFile(filters: ReportFilters, onProgress: DownloadProgress): Promise<Blob> {
      return api
        .get(`${base}/exportExcel`, {
          searchParams: filtersToQuery(filters),
          onDownloadProgress: (progress) => onProgress(progress.transferredBytes),
          ...LONG,
        })
        .blob();
    },
  };
}

export type ReportApi = ReturnType<typeof reportApi>;
