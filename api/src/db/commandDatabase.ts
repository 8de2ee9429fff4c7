import { loadConfig, type Config } from '../config';
import { connectDatabase, runMigrations, type DatabaseConnection } from '.';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

/** Why a command could not reach its database. */
export class CommandDatabaseError extends Error {}

/**
 * Runs a command-line task (`npm run restore`, `audit:verify`, `audit:prune`) on the database of this
 * DATA_DIR (the embedded PostgreSQL, which must not be running: stop the console first) or of
 * DATABASE_URL, migrated; stops what it started.
 */
export async function withCommandDatabase<T>(run: (connection: DatabaseConnection, config: Config) => Promise<T>) {
  // npm runs workspace scripts inside api/; paths and the default DATA_DIR mean where npm was started.
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.pgPort, log: console }).catch(
        (error) => {
          throw new CommandDatabaseError(
            `cannot start the database in ${config.dataDir} (${(error as Error).message}); stop the console first, or set DATABASE_URL`,
          );
        },
      );
    }
    connection = connectDatabase(config.databaseUrl ?? embedded!.url, console);
    await runMigrations(connection.pool);
    return await run(connection, config);
  } finally {
    await connection?.close();
    await embedded?.stop();
  }
}
