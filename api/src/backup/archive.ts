import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db';
import { createUploadStore, isStoredPath, type StorageSettings } from '../uploads';
import type { Row } from './collection';
import type { BackupRegistry } from './registry';

/*
 * The archive: a gzipped tar of
 *   manifest.json              what is inside (format, time, collections with row and file counts)
 *   collections/<name>.jsonl   one row per line, as PostgreSQL's row_to_json wrote it
 *   files/uploads/<path>       every uploaded file a row references, at its path under DATA_DIR (only
 *                              paths of the upload store's shape: see isStoredPath)
 */

export const ARCHIVE_FORMAT = 'backoffice-console-backup';
export const ARCHIVE_VERSION = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  collections: Array<{ name: string; rows: number; files: number }>;
  /** Files rows referenced that were not on disk when the backup was made. */
  missingFiles: string[];
}

/** Where a stored upload lives under DATA_DIR; only for paths `isStoredPath` accepted. */
export const uploadFile = (dataDir: string, storedPath: string) => path.join(dataDir, ...storedPath.split('/'));

export interface CreatedArchive {
  /** The .tar.gz file; the caller removes it (with `dispose`). */
  file: string;
  manifest: Manifest;
  dispose: () => Promise<void>;
}

/** Writes an archive of the named collections (every row, and the files they reference). */
export async function createArchive(
  db: Database,
  /** DATA_DIR, or the settings of the store the uploads are in (S3_BUCKET). */
  storage: string | StorageSettings,
  registry: BackupRegistry,
  names: readonly string[],
  now = new Date(),
): Promise<CreatedArchive> {
  const uploads = createUploadStore(storage);
  const work = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
  try {
    const staging = path.join(work, 'archive');
    await mkdir(path.join(staging, 'collections'), { recursive: true });
    await mkdir(path.join(staging, 'files'), { recursive: true });
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      collections: [],
      missingFiles: [],
    };

    // One snapshot for all collections, so rows that reference each other agree.
    await db.transaction(
      async (tx) => {
        for (const name of names) {
          const collection = registry.get(name);
          if (!collection) throw new Error(`unknown backup collection ${name}`);
          const rows = await collection.dump(tx);
          await writeFile(path.join(staging, 'collections', `${name}.jsonl`), rows.map((row) => `${row}\n`).join(''));
          let files = 0;
          // Only files of the upload store's shape: a row naming `pg-password` or `pg/...` (a restored or
          // forged value) must never put the database's secrets into a mailed archive.
          const { files: filesOf } = collection;
          const referenced = filesOf ? rows.flatMap((row) => filesOf(JSON.parse(row) as Row)) : [];
          for (const stored of referenced.filter((value) => isStoredPath(value))) {
            const target = uploadFile(path.join(staging, 'files'), stored);
            const bytes = await uploads.read(stored).catch(() => undefined);
            if (!bytes) {
              manifest.missingFiles.push(stored);
              continue;
            }
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, bytes);
            files += 1;
          }
          manifest.collections.push({ name, rows: rows.length, files });
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(work, `backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    await tar.c({ gzip: true, file, cwd: staging, portable: true }, ['manifest.json', 'collections', 'files']);
    await rm(staging, { recursive: true, force: true });
    return { file, manifest, dispose: () => rm(work, { recursive: true, force: true }) };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
