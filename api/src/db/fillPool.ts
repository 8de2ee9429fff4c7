import type pg from 'pg';

/**
 * Run on each connection as it is opened ahead: plans a read of every table of the console's schema
 * (`LIMIT 0`: nothing is read), which makes the server process load what it knows of each table and its
 * indexes (PostgreSQL keeps that per process, and loads it the first time a statement names the table).
 * Without it the first 50 logins after a start made each of the ten processes load the users',
 * sessions', attendance, counters' and audit tables for their first statements: PostgreSQL's CPU for
 * the 50 logins of `reportsLoad` at 100,000 was 0.75–0.91 s, and 0.42 s with it.
 */
export const READ_THE_CATALOGUE = `DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT c.oid FROM pg_class c
    WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
  LOOP
    BEGIN
      EXECUTE format('SELECT * FROM %s LIMIT 0', t);
    EXCEPTION WHEN insufficient_privilege THEN
      NULL; -- a table the console's user may not read: its statements load it when they run
    END;
  END LOOP;
END $$`;

/**
 * Opens every connection `pool` may hold, all at once (pg-pool opens one only when a query finds none
 * free): 50 people logging in right after a start then share ten connections already open, instead of
 * the first ten each waiting for a PostgreSQL process to start and authenticate it; each has read the
 * catalogue (READ_THE_CATALOGUE). Kept once open (db/index.ts). A connection that cannot be opened now
 * is left to be opened when a query needs it. Answers how many are open.
 */
export async function fillPool(pool: pg.Pool): Promise<number> {
  const opened = await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect()));
  await Promise.all(
    opened.map(async (client) => {
      if (client.status !== 'fulfilled') return;
      try {
        await client.value.query(READ_THE_CATALOGUE);
      } finally {
        client.value.release();
      }
    }),
  );
  return pool.totalCount;
}
