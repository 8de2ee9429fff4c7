import type pg from 'pg';

/**
 * Opens every connection `pool` may hold, all at once (pg-pool opens one only when a query finds none
 * free): 50 people logging in right after a start then share ten connections already open, instead of
 * the first ten each waiting for a PostgreSQL process to start and authenticate it. Kept once open
 * (db/index.ts). A connection that cannot be opened now is left to be opened when a query needs it.
 * Answers how many are open.
 */
export async function fillPool(pool: pg.Pool): Promise<number> {
  const opened = await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect()));
  for (const client of opened) if (client.status === 'fulfilled') client.value.release();
  return pool.totalCount;
}
