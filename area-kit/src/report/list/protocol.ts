import type { Report, ReportFilters, ReportSort, ReportTotals } from '@console/contract/reports';
import type { ListKeyAnswer } from '@console/contract/wire';
import type { ReportSuggestions } from '../suggestions';

/**
 * What the report page and its list worker say to each other. The page fetches (the API client holds
 * the session), the worker parses, indexes, keeps and answers: the page's thread stays free for typing.
 */
export interface ListQuery {
  filters: ReportFilters;
  sort: ReportSort | null;
  page: number;
  pageSize: number;
}

export interface ListResult {
  /** The reports of the page asked for (clamped to the last page). */
  rows: Report[];
  page: number;
  /** Over the whole filtered list, not only the page. */
  total: number;
  totals: ReportTotals;
}

export type ToWorker =
  /**
   * Read the copy kept in IndexedDB under `key`, answered by `cache`. `seal` is the session's key for
   * kept lists (GET /api/admin/list-key); without one nothing is read or kept.
   */
  | { kind: 'open'; key: string; seal: ListKeyAnswer | null }
  /** The server said the kept copy is current (304): index it. */
  | { kind: 'current' }
  /** A new copy streams in (GET {base}/columns): its bytes, then its end, or its failure. */
  | { kind: 'stream' }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'streamEnd' }
  | { kind: 'streamFailed' }
  | { kind: 'query'; id: number; query: ListQuery }
  /** The form's suggestions, from the most recent reports. */
  | { kind: 'suggest'; id: number }
  /** The page's own write: apply it; `revisions` say whether the copy is then current. */
  | {
      kind: 'patch';
      id: number;
      upserts: Report[];
      removed: string[];
      revisions: { before: string; after: string } | null;
    };

/** The page's end of the channel: a Worker, or in tests the same work served on this thread. */
// Methods, as the DOM declares Worker's (a Worker must be assignable to it).
/* eslint-disable @typescript-eslint/method-signature-style */
export interface ListWorker {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  /** The worker's own failure: its script did not load, or it threw outside the list's work. */
  onerror?: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}
/* eslint-enable @typescript-eslint/method-signature-style */

export type FromWorker =
  | { kind: 'cache'; tag: string | null }
  | { kind: 'progress'; loaded: number; total: number }
  /** The whole list is indexed: counts and totals are complete. */
  | { kind: 'ready'; tag: string; size: number }
  | { kind: 'result'; id: number; result: ListResult }
  /** A query that waited for the index and was replaced by a newer one before it was complete. */
  | { kind: 'dropped'; id: number }
  | { kind: 'suggestions'; id: number; suggestions: ReportSuggestions }
  /** After a patch: whether the copy is at the server's revision (else the page fetches it again). */
  | { kind: 'patched'; id: number; current: boolean; tag: string | null }
  /** The call `id` failed; without an id, the list itself (its stream or index) failed, and every call with it. */
  | { kind: 'failed'; message: string; id?: number };

/** Every call's id is unique per client: questions and answers pair by it, so calls may overlap. */
