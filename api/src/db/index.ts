import path from 'node:path';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database or a transaction on it: query helpers take either. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: NodePgDatabase<typeof schema>;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

// Any constant works; it only has to be the same for every API instance sharing the database.
const MIGRATION_LOCK = 727_001;

export function connectDatabase(
  url: string,
  log: { error: (message: string) => void },
  { maxConnections = 10 } = {},
): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => log.error(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Applies the committed migrations. Instances starting together on one database take turns through a
 * session advisory lock held on the very connection that migrates.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
