import { QueryClient } from '@tanstack/react-query';
import { forgetOnSessionEnd } from '../session';

/**
 * How a section's server state behaves: an answer is asked for again when a page mounts (staff expect
 * a page they open to show what is stored now), never behind their back on window focus, and a failed
 * read is not retried by the query (the platform's API client already retries what is safe to retry,
 * and a refusal is shown as the page's error at once).
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | undefined;

/**
 * This section's one query client. The design kit is compiled into each section's build, so each
 * section has its own client and its own cache; at every session end (logout, expiry, another tab's
 * logout) the cache is emptied and the queries under way are cancelled, so the next person in this
 * page load finds nothing of the last one's lists.
 */
export function sectionQueryClient(): QueryClient {
  if (!client) {
    const created = newQueryClient();
    forgetOnSessionEnd(() => {
      void created.cancelQueries();
      created.clear();
    });
    client = created;
  }
  return client;
}
