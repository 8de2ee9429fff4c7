import type { ChartEntries, ChartEntryBody } from '@console/contract/wire';
import { api } from '@console/platform';
import { ifMatch, versioned } from 'shared-kit/conflict';

export type { ChartEntry } from '@console/contract/wire';

/** The form's entry: the day as the date input holds it (YYYY-MM-DD), and the amount. */
export type EntryInput = ChartEntryBody;

/**
 * The spec's 4xChart calls. Unlike the spec's browser these carry the bearer token (the shared client
 * adds it): the API keeps the ledger to admins.
 */
export const forexChartApi = {
  list: () => api.get('forexchart').json<ChartEntries>(),
  create: (input: EntryInput) => api.post('forexchart', { json: input }),
  /** Based on `version` (If-Match): an entry changed meanwhile rejects with VersionConflictError. */
  update: (id: string, input: EntryInput, version?: number) =>
    versioned(() => api.put(`forexchart/${id}`, { json: input, headers: ifMatch(version) })),
  remove: (id: string, version?: number) =>
    versioned(() => api.delete(`forexchart/${id}`, { headers: ifMatch(version) })),
};
