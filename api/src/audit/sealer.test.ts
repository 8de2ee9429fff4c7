import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { audited } from './audit';
import sealer from './sealer';

/** A database that only answers the sealer's statement, counting the runs. */
function sealingDatabase() {
  const runs = { count: 0 };
  const db = {
    execute: async () => {
      runs.count += 1;
      return { rows: [{ sealed: 0 }] };
    },
  } as unknown as Database;
  return { db, runs };
}

/** A quiet moment that comes when the test says so; the waits asked for are noted. */
function quietWhenTold() {
  const waits: number[] = [];
  let tell: Array<() => void> = [];
  const quietMoment = (atMostMs: number) =>
    new Promise<void>((resolve) => {
      waits.push(atMostMs);
      tell.push(resolve);
    });
  const quiet = () => {
    for (const done of tell) done();
    tell = [];
  };
  return { quietMoment, quiet, waits };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function appWith(db: Database, quietMoment: (atMostMs: number) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(sealer, { db, everyMs: 60_000, quietMoment });
  app.post('/write', async (request) => {
    audited(request);
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('the audit sealer', () => {
  it('seals what a request wrote once the instance has a core to spare, not among the requests', async () => {
    const { db, runs } = sealingDatabase();
    const { quietMoment, quiet, waits } = quietWhenTold();
    const app = await appWith(db, quietMoment);
    try {
      await app.inject({ method: 'POST', url: '/write' });
      await app.inject({ method: 'POST', url: '/write' });
      await settle();
      expect(runs.count).toBe(0);
      // At most its own period: the unsealed tail never waits longer than the timer's run would.
      expect(waits).toEqual([60_000]);
      quiet();
      await settle();
      await settle();
      // One run for both entries; the second nudge came while it waited, so one more run waits in turn
      // (for what was committed after the first one's look).
      expect(runs.count).toBe(1);
      expect(waits).toEqual([60_000, 60_000]);
      quiet();
      await settle();
      await settle();
      expect(runs.count).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('seals at once when the instance closes, without waiting for a quiet moment', async () => {
    const { db, runs } = sealingDatabase();
    const { quietMoment } = quietWhenTold();
    const app = await appWith(db, quietMoment);
    await app.inject({ method: 'POST', url: '/write' });
    await settle();
    expect(runs.count).toBe(0);
    await app.close();
    expect(runs.count).toBe(1);
  });
});
