import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { wroteAudit } from './audit';
import { sealAudit } from './chain';

export interface SealerOptions {
  db: Database;
  /** How often this instance seals what other instances (or commands) wrote. */
  everyMs?: number;
}

/**
 * Seals new entries shortly after they commit: on a timer, and nudged when a request that wrote an
 * entry has been answered (its transaction is over by then). One run at a time per instance; across
 * instances the database's advisory lock keeps it to one sealer (audit_seal).
 */
async function sealer(app: FastifyInstance, { db, everyMs = 2000 }: SealerOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;

  const run = (): void => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = sealAudit(db)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'audit sealing failed; retried on the next run'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onResponse', async (request) => {
    if (wroteAudit(request)) run();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}

export default fp(sealer, { name: 'audit-sealer' });
