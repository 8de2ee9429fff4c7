import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { DATABASE_BUSY, DATABASE_TOO_SLOW, DATABASE_UNREACHABLE } from '../http/errors';
import { connectDatabase, type DatabaseConnection } from '.';
import { findFreePort } from './embedded';
import { databaseState } from './state';

// Every pool below talks to the run's real test PostgreSQL (or to a port where nothing listens);
// the faults are real ones: refused connections, killed backends, a full pool, a slow statement.
let t: TestApp;
const pools: DatabaseConnection[] = [];
const quiet = { error: () => undefined };

function pool(url: string, options: Parameters<typeof connectDatabase>[2]): DatabaseConnection {
  const connection = connectDatabase(url, quiet, options);
  pools.push(connection);
  return connection;
}

let refused: DatabaseConnection;
let noSocket: DatabaseConnection;
let tiny: DatabaseConnection;
let slow: DatabaseConnection;

beforeAll(async () => {
  t = await createTestApp({
    register(app) {
      // The pools are made below, once the test database exists; the handlers only run later.
      app.get('/api/test/refused', () => refused.db.execute(sql`SELECT 1`));
      app.get('/api/test/no-socket', () => noSocket.db.execute(sql`SELECT 1`));
      app.get('/api/test/missing-file', () => readFile(path.join(os.tmpdir(), 'no-such-file-of-the-console')));
      app.get('/api/test/tiny', () => tiny.db.execute(sql`SELECT 1`));
      app.get('/api/test/slow', () => slow.db.execute(sql`SELECT pg_sleep(2)`));
      app.get('/api/test/duplicate', () =>
        t.db.execute(sql`CREATE TEMP TABLE once (id int PRIMARY KEY); INSERT INTO once VALUES (1), (1)`),
      );
      // A write whose connection is cut (the server ending the backend) before it commits.
      app.post('/api/test/cut-write', () =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO cut_writes VALUES (1)`);
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        }),
      );
    },
  });
  refused = pool(`postgres://nobody:nothing@127.0.0.1:${await findFreePort()}/none`, { connectTimeoutMs: 2000 });
  // A Unix socket directory where no server listens: the embedded server's socket while it restarts.
  const nowhere = encodeURIComponent(path.join(os.tmpdir(), 'no-postgres-listens-here'));
  noSocket = pool(`postgres://nobody:nothing@${nowhere}:5432/none`, { connectTimeoutMs: 2000 });
  tiny = pool(t.config.databaseUrl!, { maxConnections: 1, connectTimeoutMs: 200 });
  slow = pool(t.config.databaseUrl!, { statementTimeoutMs: 100 });
  await t.db.execute(sql`CREATE TABLE cut_writes (id int)`);
});

afterAll(async () => {
  await Promise.all(pools.map((connection) => connection.close().catch(() => undefined)));
  await t.close();
});

/**
 * The tiny pool's one connection, held by the test. Its 200 ms connect timeout is the rule under test
 * for callers waiting for a free connection, but opening that first connection on a machine busy with
 * other suites can take longer: opening it is setup, so it is tried again.
 */
async function holdTinysOnlyConnection() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tiny.pool.connect();
    } catch (error) {
      if (attempt >= 25) throw error;
    }
  }
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('a database that cannot be reached answers 503, not 500', () => {
  it('a refused connection: 503, Retry-After and words a person understands', async () => {
    const response = await get('/api/test/refused');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ message: DATABASE_UNREACHABLE });
    expect(databaseState().state).toBe('down');
  });

  it('a Unix socket that is not there (the server restarting): 503 too, while a missing file stays a 500', async () => {
    const response = await get('/api/test/no-socket');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNREACHABLE });
    const missing = await get('/api/test/missing-file');
    expect(missing.statusCode).toBe(500);
  });

  it('more callers than connections wait a bounded time, then 503', async () => {
    const held = await holdTinysOnlyConnection();
    try {
      const response = await get('/api/test/tiny');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({ message: DATABASE_BUSY });
    } finally {
      held.release();
    }
    expect((await get('/api/test/tiny')).statusCode).toBe(200);
  });

  it('a statement over the timeout is cancelled and answers 503', async () => {
    const response = await get('/api/test/slow');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ message: DATABASE_TOO_SLOW });
  });

  it('a constraint violation is no outage: still a 500', async () => {
    const response = await get('/api/test/duplicate');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('a write whose connection is cut answers 503 and leaves nothing written', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/cut-write' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNREACHABLE });
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM cut_writes');
    expect(rows[0].n).toBe(0);
  });
});

describe('idle connections the server drops', () => {
  it('are an event on the pool, not a crash; the next query gets a new connection', async () => {
    const own = pool(t.config.databaseUrl!, { maxConnections: 2 });
    const client = await own.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    client.release();
    const lost = new Promise((resolve) => own.pool.once('error', resolve));
    await t.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await lost;
    expect(databaseState().state).toBe('down');
    expect((await own.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    expect(databaseState().state).toBe('up');
  });
});
