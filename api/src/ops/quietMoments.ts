import type { FastifyInstance } from 'fastify';

/** Waits, at most `atMostMs`, for a moment when this instance answers no request. */
export type QuietMoment = (atMostMs: number) => Promise<void>;

/**
 * Counts the requests this instance is answering (from arrival until their connection has the answer or
 * is gone), so that work nobody waits for (a whole list built on start) can give the cores to people
 * first. Register on the root app: hooks in a plugin see only that plugin's routes.
 */
export function trackQuietMoments(app: FastifyInstance): QuietMoment {
  let answering = 0;
  let waiting: Array<() => void> = [];
  app.addHook('onRequest', async (_request, reply) => {
    answering += 1;
    // 'close' comes once per response, sent or aborted; onResponse does not come for an aborted one.
    reply.raw.once('close', () => {
      answering -= 1;
      if (answering > 0) return;
      const resolved = waiting;
      waiting = [];
      for (const resolve of resolved) resolve();
    });
  });
  return (atMostMs) =>
    answering === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, atMostMs);
          timer.unref();
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
}
