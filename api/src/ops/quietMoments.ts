import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';

/** Waits, at most `atMostMs`, for a moment when this instance's requests leave it a core to spare. */
export type QuietMoment = (atMostMs: number) => Promise<void>;

/**
 * How long the instance must have had a core to spare for a moment to be quiet. Between the calls of
 * 50 people signing in at once, or of one page, the count of requests in flight touches its floor for a
 * millisecond or less: a build that took those moments ran its blocks beside the logins that followed.
 */
export const LULL_MS = 50;

/**
 * How many requests in flight still leave a core to spare: one fewer than the cores (one person's call,
 * or a script's calls one after another, use one core at a time; on 2 cores a build may take the other).
 */
const SPARE_AT = Math.max(0, availableParallelism() - 1);

/**
 * Counts the requests this instance is answering (from arrival until their connection has the answer or
 * is gone), so that work nobody waits for (a whole list built on start) can give the cores to people
 * first: a quiet moment is one when at most `spareAt` requests are in flight and have been for LULL_MS.
 * Register on the root app: hooks in a plugin see only that plugin's routes.
 */
export function trackQuietMoments(
  app: FastifyInstance,
  { lullMs = LULL_MS, spareAt = SPARE_AT }: { lullMs?: number; spareAt?: number } = {},
): QuietMoment {
  let answering = 0;
  /** When the count of requests in flight last came down to `spareAt` (never above it: long ago). */
  let spareSince = -Infinity;
  let waiting: Array<() => void> = [];
  let lull: NodeJS.Timeout | undefined;
  const spareFor = () => performance.now() - spareSince;
  /** Lets the waiters go once a core has been spare for the lull. */
  const settle = () => {
    clearTimeout(lull);
    lull = undefined;
    if (answering > spareAt || waiting.length === 0) return;
    if (spareFor() < lullMs) {
      lull = setTimeout(settle, lullMs - spareFor());
      lull.unref();
      return;
    }
    for (const done of waiting) done();
  };
  app.addHook('onRequest', async (_request, reply) => {
    answering += 1;
    if (answering > spareAt) {
      clearTimeout(lull);
      lull = undefined;
    }
    // 'close' comes once per response, sent or aborted; onResponse does not come for an aborted one.
    reply.raw.once('close', () => {
      answering -= 1;
      if (answering === spareAt) spareSince = performance.now();
      settle();
    });
  });
  app.addHook('onClose', async () => clearTimeout(lull));
  return (atMostMs) =>
    answering <= spareAt && spareFor() >= lullMs
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiting = waiting.filter((waiter) => waiter !== done);
            resolve();
          };
          const timer = setTimeout(done, atMostMs);
          timer.unref();
          waiting.push(done);
          settle();
        });
}
