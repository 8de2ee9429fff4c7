import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { sharedBuffersMb } from './embedded';
import { fillPool, READ_THE_CATALOGUE } from './fillPool';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const GIB = 2 ** 30;

it('gives the embedded PostgreSQL an eighth of the memory for its page cache, between 128 MB and 2 GB', async () => {
  expect(sharedBuffersMb(24 * GIB)).toBe(2048);
  expect(sharedBuffersMb(4 * GIB)).toBe(512);
  expect(sharedBuffersMb(GIB / 2)).toBe(128);
  // The tests' database is an embedded one, started as the API starts it (testing/globalSetup.ts).
  const { rows } = await t.db.execute<{ mb: number }>(
    sql`SELECT (setting::bigint * 8 / 1024)::int AS mb FROM pg_settings WHERE name = 'shared_buffers'`,
  );
  expect(rows[0].mb).toBe(sharedBuffersMb());
});

it('keeps the pool’s connections once opened, so their server processes keep what they have read', async () => {
  // pg-pool closes a connection idle for idleTimeoutMillis (10 s by default); 0 never does.
  expect(t.pool.options.idleTimeoutMillis).toBe(0);
  const backend = async () => (await t.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0].pid;
  const first = await backend();
  expect(t.pool.idleCount).toBeGreaterThan(0);
  expect(await backend()).toBe(first);
});

// A pool of its own in each: the app's periodic work may take the shared pool's connections at any moment
// (its first runs open several at once when the app is ready).
function ownPool(max: number) {
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max, idleTimeoutMillis: 0 });
  // pool.end() resolves once it has told each connection to end, before the server has heard: the file's
  // database, dropped right after (WITH (FORCE)), may end one first. An error of the pool then (as the
  // app's pools take it: db/index.ts), not an unhandled one failing the test (seen once, on Node 20).
  pool.on('error', () => undefined);
  return pool;
}

it('opens every connection of the pool ahead, all at once', async () => {
  const pool = ownPool(4);
  try {
    expect(pool.totalCount).toBe(0);
    expect(await fillPool(pool)).toBe(4);
    expect(pool.totalCount).toBe(4);
    // Kept open (idleTimeoutMillis 0): as many at once as it holds find them open, and none is added.
    await Promise.all(Array.from({ length: 4 }, () => pool.query('SELECT 1')));
    expect(pool.totalCount).toBe(4);
  } finally {
    await pool.end();
  }
});

it('has each connection it opens read the catalogue first', async () => {
  const pool = ownPool(3);
  try {
    expect(await fillPool(pool)).toBe(3);
    const held = await Promise.all(Array.from({ length: 3 }, () => pool.connect()));
    const pids = held.map((client) => (client as unknown as { processID: number }).processID);
    for (const client of held) client.release();
    // An idle server process shows its last statement.
    const { rows } = await t.pool.query<{ query: string }>('SELECT query FROM pg_stat_activity WHERE pid = ANY($1)', [
      pids,
    ]);
    expect(rows.map(({ query }) => query)).toEqual([READ_THE_CATALOGUE, READ_THE_CATALOGUE, READ_THE_CATALOGUE]);
  } finally {
    await pool.end();
  }
});
