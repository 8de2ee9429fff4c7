import path from 'node:path';
import { CommandDatabaseError, withCommandDatabase } from '../db/commandDatabase';
import { createUploadStore } from '../uploads';
import { ArchiveError, restoreArchive } from './restore';
import { backupRegistry } from './registry';

/**
 * `npm run restore -- <archive>`: puts a backup archive back into the database of this DATA_DIR (the
 * embedded PostgreSQL, which must not be running: stop the console first) or of DATABASE_URL.
 */
async function main(): Promise<void> {
  const [archive] = process.argv.slice(2);
  if (!archive) {
    console.error('usage: npm run restore -- <backup archive .tar.gz>');
    process.exit(2);
  }
  const archivePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  try {
    await withCommandDatabase(async (connection, config) => {
      const { manifest, files } = await restoreArchive(connection.db, config, backupRegistry, archivePath);
      console.log(`restored the backup of ${manifest.createdAt}:`);
      for (const c of manifest.collections) console.log(`  ${c.name}: ${c.rows} row(s)`);
      console.log(`  ${files} file(s) written to ${createUploadStore(config).describe}`);
    });
  } catch (error) {
    const known = error instanceof ArchiveError || error instanceof CommandDatabaseError;
    console.error(`restore failed: ${known ? error.message : ((error as Error).stack ?? String(error))}`);
    process.exitCode = 1;
  }
}

void main();
