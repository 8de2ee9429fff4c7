import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import type { Database } from '../db';
import type { RowJson } from './collection';
import type { BackupRegistry } from './registry';

/*
 * The archive: a gzipped tar of
 *   manifest.json              what is inside (format, time, collections with row and file counts)
 *   collections/<name>.jsonl   one row per line, as PostgreSQL's row_to_json wrote it
 *   files/<path>               every uploaded file a row references, at its path under DATA_DIR
 */

export const ARCHIVE_FORMAT = 'backoffice-console-backup';
const ARCHIVE_VERSION = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  collections: Array<{ name: string; rows: number; files: number }>;
  /** Files rows referenced that were not on disk when the backup was made. */
  missingFiles: string[];
}

/** `relative` resolved inside `root`, or undefined when it is absolute, a URL, or climbs out. */
function inside(root: string, relative: string): string | undefined {
  if (!relative || /^[a-z][a-z0-9+.-]*:/i.test(relative) || path.isAbsolute(relative)) return undefined;
  const resolved = path.resolve(root, relative);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : undefined;
}

export interface CreatedArchive {
  /** The .tar.gz file; the caller removes it (with `dispose`). */
  file: string;
  manifest: Manifest;
  dispose(): Promise<void>;
}

/** Writes an archive of the named collections (every row, and the files they reference). */
export async function createArchive(
  db: Database,
  dataDir: string,
  registry: BackupRegistry,
  names: readonly string[],
  now = new Date(),
): Promise<CreatedArchive> {
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
          for (const relative of collection.files ? rows.flatMap((row) => collection.files!(JSON.parse(row))) : []) {
            const source = relative ? inside(dataDir, relative) : undefined;
            if (!source) continue;
            const target = path.join(staging, 'files', path.relative(dataDir, source));
            try {
              await mkdir(path.dirname(target), { recursive: true });
              await copyFile(source, target);
              files += 1;
            } catch {
              manifest.missingFiles.push(relative!);
            }
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

async function readRows(file: string): Promise<RowJson[]> {
  const rows: RowJson[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim()) rows.push(line);
  }
  return rows;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export class ArchiveError extends Error {}

export interface RestoreSummary {
  manifest: Manifest;
  files: number;
}

/**
 * Restores an archive into the database and DATA_DIR, in one transaction: every collection it holds is
 * put back in registry order; a row whose id exists replaces it, rows the archive does not hold stay.
 * A row that clashes with another row on some other unique key aborts the whole restore. Files are
 * written (replacing any at the same path) only once the rows are committed.
 */
export async function restoreArchive(
  db: Database,
  dataDir: string,
  registry: BackupRegistry,
  archive: string,
): Promise<RestoreSummary> {
  if (!(await stat(archive).catch(() => undefined))?.isFile()) throw new ArchiveError(`${archive} is not a file`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'restore-'));
  try {
    await tar.x({ file: archive, cwd: work, strict: true }).catch((error: Error) => {
      throw new ArchiveError(`${archive} is not a backup archive (${error.message})`);
    });
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => '{}')) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT)
      throw new ArchiveError(`${archive} is not a backup archive of this console`);
    if (manifest.version > ARCHIVE_VERSION)
      throw new ArchiveError(`${archive} was made by a newer version (format ${manifest.version})`);
    const held = new Set(manifest.collections.map((c) => c.name));
    const unknown = [...held].filter((name) => !registry.has(name));
    if (unknown.length) throw new ArchiveError(`this server does not know the collection(s) ${unknown.join(', ')}`);

    await db.transaction(async (tx) => {
      for (const [name, collection] of registry) {
        if (held.has(name))
          await collection.restore(tx, await readRows(path.join(work, 'collections', `${name}.jsonl`)));
      }
    });

    const files = await filesUnder(path.join(work, 'files'));
    for (const relative of files) {
      const target = inside(dataDir, relative);
      if (!target) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(work, 'files', relative), target);
    }
    return { manifest, files: files.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
