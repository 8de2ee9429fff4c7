import { createReadStream } from 'node:fs';
import { lstat, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import { audit } from '../audit/audit';
import type { Database } from '../db';
import { badTextMessage, findBadText } from '../http/text';
import {
  createUploadStore,
  imageDimensions,
  isStoredPath,
  MAX_IMAGE_PIXELS,
  pixelBudget,
  PixelBudgetError,
  sniffImage,
  type StorageSettings,
} from '../uploads';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, uploadFile, type Manifest } from './archive';
import type { BackupCollection, Row, RowJson } from './collection';
import type { BackupRegistry } from './registry';
import { RowProblem } from './rowChecks';
import { holdWritesForRestore } from './restoreLock';

/** Why a restore was refused; nothing was written. */
export class ArchiveError extends Error {}

export interface RestoreSummary {
  manifest: Manifest;
  files: number;
}

/** The largest upload the API takes (proof images, 5 MB); a restored file is held to the same. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** How many problems a refusal names before it says "and N more". */
const NAMED_PROBLEMS = 20;

const COLLECTION_ENTRY = /^collections\/([a-z0-9_-]+)\.jsonl$/;

/**
 * Whether an archive entry has a place in a backup: the manifest, a collection, a folder on the way to
 * one, or a regular file of the upload store's shape under files/. Anything else (PostgreSQL's files,
 * `pg-password`, links, devices, `..`) is never extracted, and the restore refuses the archive.
 */
function admissibleEntry(name: string, type: string): boolean {
  const entry = name.replace(/^\.\//, '');
  if (type === 'Directory') return /^(?:collections|files(?:\/uploads(?:\/[a-z0-9_-]+)*)?)\/?$/.test(entry);
  if (type !== 'File' && type !== 'OldFile' && type !== 'ContiguousFile') return false;
  return entry === 'manifest.json' || COLLECTION_ENTRY.test(entry) || isStoredPath(entry.replace(/^files\//, ''));
}

/** Every entry of the archive that has no place in a backup, by name. */
async function strayEntries(archive: string): Promise<string[]> {
  const stray: string[] = [];
  await tar
    .t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (!admissibleEntry(entry.path, entry.type)) stray.push(`${entry.path} (${entry.type})`);
      },
    })
    .catch((error: Error) => {
      throw new ArchiveError(`${archive} is not a backup archive (${error.message})`);
    });
  return stray;
}

async function readRows(file: string): Promise<RowJson[]> {
  const rows: RowJson[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim()) rows.push(line);
  }
  return rows;
}

/** A row of the archive checked as the API checks input; the text to store, or the problem. */
function admitRow(collection: BackupCollection, line: RowJson): { row: RowJson; parsed: Row } | { problem: string } {
  let parsed: Row;
  try {
    parsed = JSON.parse(line) as Row;
  } catch {
    return { problem: 'is not valid JSON' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: 'is not a row' };
  const bad = findBadText(parsed);
  if (bad) return { problem: badTextMessage(bad) };
  try {
    const admitted = collection.admit ? collection.admit(parsed) : parsed;
    // Rows travel as text so numerics keep every digit; only a row the check changed is written anew.
    return { row: admitted === parsed ? line : JSON.stringify(admitted), parsed: admitted };
  } catch (error) {
    if (error instanceof RowProblem) return { problem: error.message };
    throw error;
  }
}

/** Checks an archived file as the upload routes check an upload: size, content sniffed, pixels from its header. */
async function fileProblem(file: string, stored: string): Promise<string | null> {
  const info = await lstat(file);
  if (!info.isFile()) return 'is not a regular file';
  if (info.size > MAX_FILE_BYTES) return `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
  const bytes = await readFile(file);
  const format = sniffImage(bytes);
  if (!format || path.extname(stored) !== `.${format.extension}`) return 'is not the image its name says';
  try {
    pixelBudget(MAX_IMAGE_PIXELS, Infinity).admit('the image', imageDimensions(bytes));
  } catch (error) {
    if (error instanceof PixelBudgetError) return `is refused: ${error.message}`;
    throw error;
  }
  return null;
}

function refusal(problems: string[]): ArchiveError {
  const named = problems.slice(0, NAMED_PROBLEMS).map((problem) => `  - ${problem}`);
  const more = problems.length > NAMED_PROBLEMS ? [`  ... and ${problems.length - NAMED_PROBLEMS} more`] : [];
  return new ArchiveError(['the archive was refused and nothing was restored:', ...named, ...more].join('\n'));
}

/**
 * Restores an archive into the database and DATA_DIR, or refuses it whole. Before anything is written:
 * every entry must have a place in a backup (the manifest, collections, files of the upload store's
 * shape), every row must pass the API's own checks (through its collection's `admit`), and every file
 * must be an image that some restored row references. Then, in one transaction, every collection is put
 * back in registry order (a row whose id exists replaces it; rows the archive does not hold stay; a row
 * that clashes on another unique key aborts it all), and only once that is committed are the files
 * written, each only at its own place in the upload store (DATA_DIR/uploads or the bucket).
 */
export async function restoreArchive(
  db: Database,
  /** DATA_DIR, or the settings of the store the uploads are in (S3_BUCKET). */
  storage: string | StorageSettings,
  registry: BackupRegistry,
  archive: string,
): Promise<RestoreSummary> {
  if (!(await stat(archive).catch(() => undefined))?.isFile()) throw new ArchiveError(`${archive} is not a file`);
  const stray = await strayEntries(archive);
  if (stray.length) {
    throw refusal(
      stray.map((entry) => `${entry} has no place in a backup (only uploaded images go under files/uploads/)`),
    );
  }

  const work = await mkdtemp(path.join(os.tmpdir(), 'restore-'));
  try {
    await tar
      .x({
        file: archive,
        cwd: work,
        strict: true,
        filter: (name, entry) => admissibleEntry(name, 'type' in entry ? entry.type : 'File'),
      })
      .catch((error: Error) => {
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

    const problems: string[] = [];
    const rowsOf = new Map<string, RowJson[]>();
    const referenced = new Set<string>();
    for (const [name, collection] of registry) {
      if (!held.has(name)) continue;
      const lines = await readRows(path.join(work, 'collections', `${name}.jsonl`)).catch(() => []);
      const admitted: RowJson[] = [];
      lines.forEach((line, index) => {
        const result = admitRow(collection, line);
        if ('problem' in result) {
          const id = /"id":"([^"]{1,64})"/.exec(line)?.[1];
          problems.push(`${name}, row ${index + 1}${id ? ` (id ${id})` : ''}: ${result.problem}`);
          return;
        }
        admitted.push(result.row);
        for (const file of collection.files?.(result.parsed) ?? []) if (isStoredPath(file)) referenced.add(file);
      });
      rowsOf.set(name, admitted);
    }

    const archived = await filesIn(path.join(work, 'files'));
    for (const stored of archived) {
      if (!referenced.has(stored)) {
        problems.push(`files/${stored} is not referenced by any row of the archive`);
        continue;
      }
      const problem = await fileProblem(uploadFile(path.join(work, 'files'), stored), stored);
      if (problem) problems.push(`files/${stored} ${problem}`);
    }
    if (problems.length) throw refusal(problems);

    // The audit trail is no collection: a restore never rewrites history, it adds its own entry.
    await db.transaction(async (tx) => {
      // Exclusive across every instance: writes under way commit first, new ones wait or are refused.
      await holdWritesForRestore(tx);
      for (const [name, collection] of registry) {
        if (held.has(name)) await collection.restore(tx, rowsOf.get(name)!);
      }
      await audit(tx, null, {
        resource: 'backup',
        action: 'restore',
        actor: { id: null, username: 'npm run restore' },
        adminOnly: true,
        detail: {
          archive: path.basename(archive),
          createdAt: manifest.createdAt,
          collections: [...held].map((name) => ({ name, rows: rowsOf.get(name)?.length ?? 0 })),
        },
      });
    });

    const uploads = createUploadStore(storage);
    for (const stored of archived) {
      await uploads.put(stored, await readFile(uploadFile(path.join(work, 'files'), stored)));
    }
    return { manifest, files: archived.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The stored paths (`uploads/...`) of the files extracted under `dir`. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((stored) => isStoredPath(stored));
}
