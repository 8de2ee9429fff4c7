import { api, useAuth } from '@console/platform';
import type { SectionReport } from '@console/contract/wire';

/** The API takes 20 reports a batch; a page load sends at most 100, however often a section fails. */
const BATCH = 20;
const PAGE_LIMIT = 100;
/** Reports wait this long for others to share their request. */
const BATCH_DELAY_MS = 2000;

const queue: SectionReport[] = [];
let counted = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * An error as reported: its name and first line. Never a stack, a form's contents or anything else the
 * page held: the figures are for the section's team, not a copy of what a person saw.
 */
export function reportedError(error: unknown): NonNullable<SectionReport['error']> {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return { name: name.slice(0, 100), message: message.split('\n')[0].slice(0, 200) };
}

/** Sends what is queued, in batches; a report that cannot be sent is dropped (it is a figure, not data). */
export async function flushSectionReports(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const reports = queue.splice(0, BATCH);
    if (!useAuth.getState().token) return;
    await api.post('sections/reports', { json: { reports }, keepalive: true, retry: 0 }).catch(() => undefined);
  }
}

/** Queues one report of what this shell saw of a section. */
export function reportSection(report: SectionReport): void {
  if (counted >= PAGE_LIMIT) return;
  counted += 1;
  queue.push(report);
  timer ??= setTimeout(() => void flushSectionReports(), BATCH_DELAY_MS);
}

// A person leaving the page still has their last reports sent (keepalive outlives the page).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flushSectionReports());
