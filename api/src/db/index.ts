import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { markDatabaseDown, markDatabaseUp } from './state';
import { ADVISORY_LOCK } from './locks';

/** The database or a transaction on it: query helpers take either. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: NodePgDatabase<typeof schema>;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

export interface PoolOptions {
  maxConnections?: number;
  /** How long a query may wait for a connection (queue or connect) before it fails: bounded, never a hang. */
  connectTimeoutMs?: number;
  /** PostgreSQL's `statement_timeout` for every query on the pool; 0 means none. */
  statementTimeoutMs?: number;
}

export function connectDatabase(
  url: string,
  log: { error: (message: string) => void },
  { maxConnections = 10, connectTimeoutMs = 10_000, statementTimeoutMs = 0 }: PoolOptions = {},
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // Connections are kept once opened (pg-pool closes one idle for 10 s by default). A new server
    // process starts with none of the caches an old one built: its catalog caches, and its own mapping
    // of each page of PostgreSQL's shared cache it touches. On this machine that first touch cost a
    // search's count at 1,000,000 reports 0.35 s more on a new connection than on one that had run it.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing the socket (network cut) is noticed instead of waited on.
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => {
    markDatabaseDown(error.message);
    log.error(`database connection lost: ${error.message}`);
  });
  pool.on('connect', (client) => {
    markDatabaseUp();
    // pg-pool listens for errors only on idle clients: a connection dropped while checked out (inside
    // a transaction, between two queries) would otherwise be an unhandled 'error' and end the process.
    // The work on it fails with a connection error (a 503) and the pool discards the client on release.
    client.on('error', (error) => markDatabaseDown(error.message));
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Tables a migration rewrites, by the migration's tag. A rewritten table's visibility map is empty, so
 * its index-only scans (the dashboard's, migration 0022) read every row until a vacuum, which
 * autovacuum may not start for a long time: it runs once, right after that migration is applied.
 */
const REWRITTEN_BY_MIGRATION: Readonly<Record<string, readonly string[]>> = {
  '0022_dashboard_scans': ['proofs'],
  '0024_proof_search': ['proofs'],
  '0027_report_search': ['report_search'],
  '0028_report_sort': ['report_sort'],
  '0029_proof_filter': ['proof_filter'],
};

/** When the last applied migration was written (drizzle's journal `when`), 0 on a new database. */
async function lastMigrationAt(client: pg.PoolClient): Promise<number> {
  const { rows: found } = await client.query<{ table: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS table`,
  );
  if (!found[0].table) return 0;
  const { rows } = await client.query<{ at: string | null }>(
    'SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0].at ?? 0);
}

/** The tables to vacuum after migrating from `since` (migrations written after it were applied now). */
function rewrittenSince(since: number): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return journal.entries
    .filter((entry) => entry.when > since)
    .flatMap((entry) => REWRITTEN_BY_MIGRATION[entry.tag] ?? []);
}

/**
 * Applies the committed migrations. Instances starting together on one database take turns through a
 * session advisory lock held on the very connection that migrates.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.migration]);
    try {
      // A migration may rebuild an index on a large table: the API's statement timeout is not for it.
      await client.query('SET statement_timeout = 0');
      const since = await lastMigrationAt(client);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      for (const table of rewrittenSince(since)) await client.query(`VACUUM (ANALYZE) "${table}"`);
    } finally {
      await client.query('RESET statement_timeout');
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK.migration]);
    }
  } finally {
    client.release();
  }
}
