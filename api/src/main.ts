import { bootstrapAdmin } from './admin/bootstrapAdmin';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, runMigrations, type DatabaseConnection } from './db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { StartRefused } from './db/orphan';
import { restartDelays } from './db/supervisor';
import { assignUsernameKeys } from './users/usernames';

/** Starts the API: database (embedded unless DATABASE_URL), migrations, first admin, HTTP. */
function main(): void {
  const config = loadConfig();
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
    app = await buildApp({ config, db: connection.db });
    // Accounts that collided before usernames were compared ignoring case and Unicode forms, by name.
    for (const report of await assignUsernameKeys(connection.db)) app.log.warn(report);
    await bootstrapAdmin(connection.db, config, app.log);
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
    // A refusal is one sentence for the operator; anything else keeps its stack.
    if (error instanceof StartRefused) console.error(`startup failed: ${error.message}`);
    else console.error('startup failed:', error);
    await release().catch(() => undefined);
    process.exit(1);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app?.log.info(`${signal} received, shutting down`);
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

main();
