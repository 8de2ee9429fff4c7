import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CommandDatabaseError, withCommandDatabase } from '../db/commandDatabase';
import { createUploadStore } from '../uploads';
import { fetchArchiveFromBucket, parseBucketUrl } from './bucketArchives';
import { ArchiveError, restoreArchive } from './restore';
import { backupRegistry } from './registry';

/**
 * `npm run restore -- <archive>`: puts a backup archive back into the database of this DATA_DIR (the
 * embedded PostgreSQL, which must not be running: stop the console first) or of DATABASE_URL.
 */
async function main(): Promise<void> {
  const [archive] = process.argv.slice(2);
  if (!archive) {
    console.error('usage: npm run restore -- <backup archive .tar.gz, or its s3://bucket/backups/... address>');
    process.exit(2);
  }
  const fromBucket = parseBucketUrl(archive);
  try {
    await withCommandDatabase(async (connection, config) => {
      if (fromBucket && !config.s3)
        throw new ArchiveError(`set S3_BUCKET (and S3_ENDPOINT as needed) to restore ${archive}`);
      const archivePath = fromBucket
        ? await fetchArchiveFromBucket(config.s3!, archive)
        : path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
      const { manifest, files } = await restoreArchive(connection.db, config, backupRegistry, archivePath).finally(
        () => (fromBucket ? rm(path.dirname(archivePath), { recursive: true, force: true }) : undefined),
      );
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
