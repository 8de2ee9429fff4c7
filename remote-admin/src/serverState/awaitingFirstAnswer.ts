/** What of a query's state tells whether the page has anything to show yet. */
interface QueryProgress {
  data: unknown;
  isPending: boolean;
  isFetching: boolean;
}

/**
 * No answer to show yet and one on its way: the page shows its spinner. An earlier answer stays on
 * screen while the page asks again; after a failure with nothing to show, asking again shows the
 * spinner once more.
 */
export const awaitingFirstAnswer = (query: QueryProgress): boolean =>
  query.data === undefined && (query.isPending || query.isFetching);
