import type { ListQuery } from './list/protocol';

/** Reports of the list received so far while it streams into the browser. */
export interface ListProgress {
  loaded: number;
  total: number;
}

/**
 * Where the report list stands on this page load (README, Large lists). The server answers every view
 * until the whole list is in the browser, and always when it says the list is too large for it
 * (`REPORT_BROWSER_LIST_MAX`); both engines answer alike, so the switch shows nothing new.
 */
export type ListStatus =
  /** Nothing asked yet on this page load (or the session ended). */
  | { kind: 'idle' }
  /** The first view is on its way from the server: nothing to show yet. */
  | { kind: 'loading-first-view' }
  /** The server answers every view: it said the list is too large to come into the browser. */
  | { kind: 'server-answered' }
  /**
   * The server answers every view while the whole list comes into the browser: checked against the kept
   * copy (304), or streaming in (`progress`, null until its first bytes).
   */
  | { kind: 'filling'; progress: ListProgress | null }
  /** The whole list is in the browser: the list worker answers every view (a newer copy may stream behind it). */
  | { kind: 'whole' }
  /** Why the list could not be shown ("Error: ..."), over what it still does: views keep coming from `was`. */
  | { kind: 'failed'; message: string; was: WorkingStatus };

export type WorkingStatus = Exclude<ListStatus, { kind: 'failed' }>;

/** Which engine answered the rows shown (kept on the page as data-engine, for tests and benchmarks). */
export type ListEngine = 'server' | 'browser';

/** The question the rows shown answer, and who answered it. */
export interface ShownView {
  query: ListQuery;
  engine: ListEngine;
}

/** The status without its failure: what a Retry (or Reset Filters) goes back to. */
export const working = (status: ListStatus): WorkingStatus => (status.kind === 'failed' ? status.was : status);

/** A change of where the list stands; a failure shown stays shown over it. */
const under = (status: ListStatus, change: (now: WorkingStatus) => WorkingStatus): ListStatus =>
  status.kind === 'failed' ? { ...status, was: change(status.was) } : change(status);

/** A visit starts: a failure shown is cleared, and a first visit waits for its first view. */
export function visiting(status: ListStatus): WorkingStatus {
  const now = working(status);
  return now.kind === 'idle' ? { kind: 'loading-first-view' } : now;
}

/** The server answered a view and said whether the whole list may come into the browser. */
export const serverAnswered = (status: ListStatus, wholeList: boolean): ListStatus =>
  under(status, (now) => {
    if (now.kind === 'whole') return now;
    if (!wholeList) return { kind: 'server-answered' };
    return now.kind === 'filling' ? now : { kind: 'filling', progress: null };
  });

/** More of the list streamed in; behind a whole copy it is a newer one, which shows nothing until whole. */
export const streamed = (status: ListStatus, progress: ListProgress): ListStatus =>
  under(status, (now) => (now.kind === 'filling' ? { kind: 'filling', progress } : now));

export const failed = (status: ListStatus, message: string): ListStatus => ({
  kind: 'failed',
  message,
  was: working(status),
});

/** Whether the list worker answers views (else the server does). */
export const answeredInBrowser = (status: ListStatus) => working(status).kind === 'whole';

/** Whether a visit brings the whole list into the browser (or checks the copy there with the server). */
export const mayComeIntoBrowser = (status: ListStatus) => ['filling', 'whole'].includes(working(status).kind);

/** Whether the page still waits for its first view (a spinner, not an empty table). */
export const awaitingFirstView = (status: ListStatus) => status.kind === 'idle' || status.kind === 'loading-first-view';

/** The failure shown, if any. */
export const failureOf = (status: ListStatus) => (status.kind === 'failed' ? status.message : null);
