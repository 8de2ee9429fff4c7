import { api } from '@console/platform';
import type { ReportResource } from '@console/contract/areas';
import {
  filtersToQuery,
  normalizeReport,
  type Report,
  type ReportFilters,
  type ReportInput,
  type ReportOptions,
} from '@console/contract/reports';

/** What the server answers an import (spec §3 "Import result"); rows carry sheetName, rowIndex, msg. */
export interface ImportProblem {
  sheetName?: string | null;
  rowIndex?: number | null;
  msg?: string | null;
}

export interface ImportAnswer {
  message?: string;
  errors?: ImportProblem[];
  blankRows?: ImportProblem[];
  data?: unknown[];
}

/** Bytes received so far while an export downloads. */
export type DownloadProgress = (receivedBytes: number) => void;

// An import of 100,000 rows or an export of as many can take a while: no client-side timeout.
const LONG = { timeout: false } as const;

/** The calls of one area's report page (turbo.md §7, forex.md §7): the one module that knows the URLs. */
export function reportApi(resource: ReportResource) {
  const base = resource.apiBase.replace(/^\//, '');
  return {
    /** The API answers every report already normalised (lists, numbers), so 100,000 are taken as they come. */
    async list(): Promise<Report[]> {
      return (await api.get(`${base}/all`, LONG).json<{ data: Report[] }>()).data;
    },
    async options(): Promise<ReportOptions> {
      return (await api.get(`${base}/options`).json<{ data: ReportOptions }>()).data;
    },
    async create(input: ReportInput): Promise<Report> {
      return normalizeReport((await api.post(`${base}/create`, { json: input }).json<{ data: unknown }>()).data);
    },
    async update(id: string, input: ReportInput): Promise<Report> {
      return normalizeReport(
        (await api.put(`${base}/${encodeURIComponent(id)}`, { json: input }).json<{ data: unknown }>()).data,
      );
    },
    async remove(id: string): Promise<void> {
      await api.delete(`${base}/${encodeURIComponent(id)}`);
    },
    /** POST {base}/import, multipart with the one file under `file`. */
    async importFile(file: File): Promise<ImportAnswer> {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.post(`${base}/import`, { body, ...LONG }).json<ImportAnswer>();
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
