import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { connectDatabase } from '../db';
import { findFreePort } from '../db/embedded';
import healthRoutes from './health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('live and ready answer without a token, and a stray token changes nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
      const live = await t.app.inject({ url: '/api/health/live', headers });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
      const ready = await t.app.inject({ url: '/api/health/ready', headers });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    }
  });

  it('is not ready while the newest migration is missing, and ready again once it is there', async () => {
    const newest = await t.pool.query<{ id: number }>(
      'SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const removed = await t.pool.query('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1 RETURNING *', [
      newest.rows[0].id,
    ]);
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'The database migrations are not applied' },
      ]);
    } finally {
      const row = removed.rows[0] as { id: number; hash: string; created_at: string };
      await t.pool.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        row.id,
        row.hash,
        row.created_at,
      ]);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('says the database is unreachable, and nothing of why', async () => {
    const port = await findFreePort();
    const connection = connectDatabase(`postgres://console:secret@127.0.0.1:${port}/console`, { error() {} });
    const app = Fastify({ logger: false });
    await app.register(healthRoutes, { db: connection.db });
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'The database is unreachable' });
      expect(ready.body).not.toContain(String(port));
      // Alive all the same: a balancer takes it out of rotation, nothing restarts it for this.
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await connection.close();
    }
  });

  it('says the object store is unreachable when its check fails', async () => {
    const app = Fastify({ logger: false });
    await app.register(healthRoutes, {
      db: t.db,
      checkObjectStore: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')),
    });
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'The object store is unreachable' },
      ]);
    } finally {
      await app.close();
    }
  });
});
