import { useAuth } from '../auth/authStore';
import { api } from './client';

/** A read started before its page asked for it (a route manifest's `prefetch`). */
export interface PrefetchedRead {
  /** Under /api: '/report/view'. */
  path: string;
  searchParams: Record<string, string>;
}

/** How long a read waits for its page; a page opened later asks for itself. */
const FRESH_MS = 15_000;

interface Kept {
  key: string;
  token: string | null;
  at: number;
  answer: Promise<unknown>;
}

/** One read at a time: the one of the page the person is opening. */
let kept: Kept | null = null;

const keyOf = ({ path, searchParams }: PrefetchedRead) =>
  `${path.replace(/^\//, '')}?${new URLSearchParams(Object.entries(searchParams).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;

/**
 * Starts a page's first read as soon as its address is known (the shell calls it), so the answer is
 * on its way while the page's code still loads. Once per address and session.
 */
export function prefetchRead(read: PrefetchedRead): void {
  const key = keyOf(read);
  const token = useAuth.getState().token;
  if (!token || (kept?.key === key && kept.token === token && Date.now() - kept.at < FRESH_MS)) return;
  const answer = api.get(read.path.replace(/^\//, ''), { searchParams: read.searchParams }).json();
  // A failed read is the page's to ask again (takePrefetched's caller falls back to its own call).
  answer.catch(() => undefined);
  kept = { key, token, at: Date.now(), answer };
}

/**
 * The answer of a read started for the page, once: only for exactly this read (path and parameters),
 * by the same session, and started moments ago. Undefined otherwise: the page asks for itself.
 */
export function takePrefetched<T>(read: PrefetchedRead): Promise<T> | undefined {
  const found = kept;
  if (!found || found.key !== keyOf(read)) return undefined;
  kept = null;
  if (found.token !== useAuth.getState().token || Date.now() - found.at >= FRESH_MS) return undefined;
  return found.answer as Promise<T>;
}
