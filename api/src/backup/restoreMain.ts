import path from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase, runMigrations, type DatabaseConnection } from '../db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { createUploadStore } from '../uploads';
import { ArchiveError, restoreArchive } from './restore';
import { backupRegistry } from './registry';

/**
 * `npm run restore -- <archive>`: puts a backup archive back into the database of this DATA_DIR (the
 * embedded PostgreSQL, which must not be running: stop the console first) or of DATABASE_URL.
 */
async function main(): Promise<void> {
  // npm runs workspace scripts inside api/; paths and the default DATA_DIR mean where npm was started.
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const [archive] = process.argv.slice(2);
  if (!archive) {
    console.error('usage: npm run restore -- <backup archive .tar.gz>');
    process.exit(2);
  }
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.pgPort, log: console }).catch(
        (error) => {
          throw new ArchiveError(
            `cannot start the database in ${config.dataDir} (${(error as Error).message}); stop the console first, or set DATABASE_URL`,
          );
        },
      );
    }
    connection = connectDatabase(config.databaseUrl ?? embedded!.url, console);
    await runMigrations(connection.pool);
    const { manifest, files } = await restoreArchive(connection.db, config, backupRegistry, path.resolve(archive));
    console.log(`restored the backup of ${manifest.createdAt}:`);
    for (const c of manifest.collections) console.log(`  ${c.name}: ${c.rows} row(s)`);
    console.log(`  ${files} file(s) written to ${createUploadStore(config).describe}`);
  } catch (error) {
    console.error(
      `restore failed: ${error instanceof ArchiveError ? error.message : ((error as Error).stack ?? String(error))}`,
    );
    process.exitCode = 1;
  } finally {
    await connection?.close();
    await embedded?.stop();
  }
}

void main();
