import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { HealthAnswer } from '@console/contract/wire';
import { MIGRATIONS_FOLDER, type Database } from '../db';
import { answers } from '../http/answers';

export interface HealthOptions {
  db: Database;
  /** The object store's own check, when one is configured (S3_BUCKET): throws when unreachable. */
  checkObjectStore?: () => Promise<void>;
}

// What a probe is told: the failing dependency, never its error (addresses, users, SQL stay in the log).
const NOT_READY = {
  database: 'The database is unreachable',
  migrations: 'The database migrations are not applied',
  objectStore: 'The object store is unreachable',
} as const;

/** The newest migration this build ships: the instance is ready once the database has it. */
const NEWEST_MIGRATION = Math.max(
  ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
);

async function newestApplied(db: Database): Promise<number> {
  const result = await db.execute<{ newest: string | null }>(
    sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.newest ?? 0);
}

/** PostgreSQL's SQLSTATE of a failed query, which drizzle wraps (DrizzleQueryError's cause). */
function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' ? found : undefined;
}

/**
 * GET /api/health/live: the process answers (a balancer or orchestrator restarts it otherwise).
 * GET /api/health/ready: this instance can serve: the database answers a query, it has every migration
 * this build ships, and the object store answers when one is configured; 503 with the reason otherwise.
 * Both without a token; probes every few seconds stay out of the request log unless something fails.
 */
export default async function healthRoutes(app: FastifyInstance, { db, checkObjectStore }: HealthOptions) {
  const quiet = {
    logLevel: 'warn',
    config: { public: true },
    schema: { response: answers({ 200: HealthAnswer, 503: HealthAnswer }) },
  } as const;

  app.get('/api/health/live', quiet, async () => ({ status: 'live' }));

  app.get('/api/health/ready', quiet, async (request, reply) => {
    const notReady = (reason: keyof typeof NOT_READY, error?: unknown) => {
      if (error) request.log.warn({ err: error }, `not ready: ${NOT_READY[reason]}`);
      return reply.code(503).send({ status: 'not ready', reason: NOT_READY[reason] });
    };
    let applied: number;
    try {
      applied = await newestApplied(db);
    } catch (error) {
      // A missing migrations table answers too: the database is there, the migrations are not.
      const code = sqlState(error);
      return code === '42P01' || code === '3F000' ? notReady('migrations') : notReady('database', error);
    }
    if (applied < NEWEST_MIGRATION) return notReady('migrations');
    if (checkObjectStore) {
      try {
        await checkObjectStore();
      } catch (error) {
        return notReady('objectStore', error);
      }
    }
    return { status: 'ready' };
  });
}
