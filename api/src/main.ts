import { bootstrapAdmin } from './admin/bootstrapAdmin';
import { buildApp } from './app';
import { ConfigurationError, loadConfig, type Config } from './config';
import { connectDatabase, runMigrations, type DatabaseConnection } from './db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { StartRefused } from './db/orphan';
import { restartDelays } from './db/supervisor';
import { warmUp } from './ops/beforeServing';
import { limitHeapGrowth } from './ops/heapGrowth';
import { createUploadStore } from './uploads';
import { assignUsernameKeys } from './users/usernames';

/** How long SIGTERM waits for requests in flight: under the 30 s most orchestrators give before SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;

/** Starts the API: database (embedded unless DATABASE_URL), migrations, first admin, HTTP. */
function main(): void {
  limitHeapGrowth();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    return cannotStart(error);
  }
  // Until Fastify's logger exists, problems go to stderr.
  const early = { error: (message: string) => console.error(message) };

  let embedded: EmbeddedDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  // Order matters: stop taking requests, finish those in flight, release the pool, then stop postgres.
  async function release(): Promise<void> {
    await app?.close();
    await connection?.close();
    await embedded?.stop();
  }

  async function start(): Promise<void> {
    // A bucket that does not exist, refused credentials, an unreachable endpoint: stopped before anything starts.
    if (config.s3) await createUploadStore(config).check();
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.pgPort,
        // Through Fastify's logger once it exists (restarts happen while serving), stderr/stdout before.
        log: {
          error: (message) => (app ? app.log.error(message) : early.error(message)),
          info: (message) => (app ? app.log.info(message) : console.log(message)),
        },
        onGiveUp: giveUp,
        restartDelaysMs: restartDelays(config.pgRestartFirstDelayMs, config.pgRestartTries),
      });
    }
    connection = connectDatabase(config.databaseUrl ?? embedded!.url, early, {
      maxConnections: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutSeconds * 1000,
      statementTimeoutMs: config.dbStatementTimeoutSeconds * 1000,
    });
    await runMigrations(connection.pool);
    app = await buildApp({ config, db: connection.db, pool: connection.pool });
    // Accounts that collided before usernames were compared ignoring case and Unicode forms, by name.
    for (const report of await assignUsernameKeys(connection.db)) app.log.warn(report);
    await bootstrapAdmin(connection.db, config, app.log);
    // Ready (its start-up hooks run), then connections opened, pages read and figures counted ahead
    // (ops/beforeServing.ts), for some seconds at most, before the first request is taken.
    await app.ready();
    await warmUp(app);
    if (stopping) return;
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    app.log.info(`back-office console on http://${shown}:${config.port} (data in ${config.dataDir})`);
  }

  // The embedded PostgreSQL died and would not restart: exit non-zero so a process supervisor acts.
  function giveUp(message: string): void {
    if (app) app.log.fatal(message);
    else early.error(message);
    stopping = true;
    void release()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  }

  const started = start().catch(async (error) => {
    await release().catch(() => undefined);
    cannotStart(error);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app?.log.info(`${signal} received: no new connections, finishing the requests in flight`);
      // A request that never ends (a client reading nothing) must not keep the instance from stopping.
      setTimeout(() => {
        console.error(`still stopping after ${SHUTDOWN_GRACE_MS / 1000} s: open connections closed`);
        app?.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS).unref();
      // A signal during startup waits for it, so a postgres still starting is not left behind.
      started.then(release).then(
        () => process.exit(0),
        (error) => {
          console.error('shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}

/** Stops the start: a configuration problem in one sentence, anything else with its stack. */
function cannotStart(error: unknown): never {
  // A refusal is one sentence for the operator; anything else keeps its stack.
  if (error instanceof ConfigurationError) console.error(`cannot start: ${error.message}`);
  else if (error instanceof StartRefused) console.error(`startup failed: ${error.message}`);
  else console.error('startup failed:', error);
  process.exit(1);
}

main();
