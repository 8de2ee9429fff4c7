import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@console/platform';
import type { ListKey, ListStats } from '@console/contract/dashboard';

/**
 * One list's figures: loading (with the figures of the previous dates, if any, still shown dimmed),
 * failed with the reason, or counted for the dates shown; idle when the person may not read the list.
 */
export type ListState<L extends ListKey = ListKey> =
  | { status: 'idle' }
  | { status: 'loading'; stats?: ListStats[L] }
  | { status: 'failed'; error: string }
  | { status: 'succeeded'; stats: ListStats[L] };

export type AreaData = { [L in ListKey]: ListState<L> };

/** A list's query as the dashboard shows it; `fetchFailed` is said when the server gives no reason. */
export function listState<L extends ListKey>(query: UseQueryResult<ListStats[L]>, fetchFailed: string): ListState<L> {
  if (query.isPlaceholderData) return { status: 'loading', stats: query.data };
  if (query.isError) return { status: 'failed', error: errorMessage(query.error, fetchFailed) };
  if (query.isPending) return { status: 'loading' };
  return { status: 'succeeded', stats: query.data };
}
