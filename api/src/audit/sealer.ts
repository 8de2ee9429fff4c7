import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import type { QuietMoment } from '../ops/quietMoments';
import { wroteAudit } from './audit';
import { sealAudit } from './chain';

export interface SealerOptions {
  db: Database;
  /** How often this instance seals what other instances (or commands) wrote. */
  everyMs?: number;
  /**
   * Sealing is work nobody waits for: it waits for a moment when the instance has a core to spare
   * (ops/quietMoments.ts), at most `everyMs`. Without it, it seals at once.
   */
  quietMoment?: QuietMoment;
}

/**
 * Seals new entries shortly after they commit: on a timer, and nudged when a request that wrote an
 * entry has been answered (its transaction is over by then). One run at a time per instance; across
 * instances the database's advisory lock keeps it to one sealer (audit_seal).
 *
 * A run first waits for a quiet moment: 50 people logging in at once wrote 50 entries, and a run nudged
 * by each login sealed them in 17–33 runs among the logins (a third of PostgreSQL's time for a login,
 * README "50 people at once"); after the burst one run seals them all. So the unsealed tail is at most
 * about `everyMs` older than it would be, and closing seals it at once.
 */
async function sealer(app: FastifyInstance, { db, everyMs = 2000, quietMoment }: SealerOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let closed: () => void = () => undefined;
  const closingNow = new Promise<void>((resolve) => (closed = resolve));
  const quiet = () => (quietMoment ? Promise.race([quietMoment(everyMs), closingNow]) : Promise.resolve());

  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = quiet()
      .then(() => sealAudit(db))
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'audit sealing failed; retried on the next run'))
      .finally(() => {
        running = null;
        if (again && !closing) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onResponse', async (request) => {
    if (wroteAudit(request) && !closing) run();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    closed();
    await running;
  });
}

export default fp(sealer, { name: 'audit-sealer' });
