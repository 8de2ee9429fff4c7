import { api } from '@console/platform';

/** A 4xChart entry as the spec's calls carry it. */
export interface ChartEntry {
  _id: string;
  /** ISO date; its first ten characters are the day. */
  date: string;
  amount: number;
}

export interface EntryInput {
  /** YYYY-MM-DD, as the date input holds it. */
  date: string;
  amount: number;
}

/**
 * The spec's 4xChart calls. Unlike the spec's browser these carry the bearer token (the shared client
 * adds it): the API keeps the ledger to admins.
 */
export const forexChartApi = {
  list: () => api.get('forexchart').json<ChartEntry[]>(),
  create: (input: EntryInput) => api.post('forexchart', { json: input }),
  update: (id: string, input: EntryInput) => api.put(`forexchart/${id}`, { json: input }),
  remove: (id: string) => api.delete(`forexchart/${id}`),
};
