import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_FORMATS, type ImageFormat } from './imageTypes';
import type { S3Settings } from './s3UploadStore';

/** Stored paths start with this; the front end shows them from /api/{path}. */
export const PREFIX = 'uploads/';
const SEGMENT = /^[a-z0-9_-]+$/;
/** `<area>/<kind>/<random>.<ext>`, the only shape the store writes and so the only one it serves. */
export const STORED_FILE = new RegExp(
  `^(?:[a-z0-9_-]+/)+[A-Za-z0-9_-]{20,}\\.(?:${Object.values(IMAGE_FORMATS)
    .map((format) => format.extension)
    .join('|')})$`,
);

/**
 * Whether `storedPath` is a path the store writes (`uploads/<area>/<kind>/<random>.<ext>`), in `folder`
 * when given (['turbo', 'logos']). Nothing else under DATA_DIR is ever an upload: backups, restores and
 * the file routes use this to keep the database password and PostgreSQL's files out of reach.
 */
export function isStoredPath(storedPath: unknown, folder?: readonly string[]): storedPath is string {
  if (typeof storedPath !== 'string' || !storedPath.startsWith(PREFIX)) return false;
  const relative = storedPath.slice(PREFIX.length);
  if (!STORED_FILE.test(relative)) return false;
  return !folder || relative.split('/').slice(0, -1).join('/') === folder.join('/');
}

/** A stored image found for an answer: its size and type, and its bytes when asked for. */
export interface FoundUpload {
  size: number;
  format: ImageFormat;
  open: () => Promise<Readable>;
}

/** Where uploads are kept: DATA_DIR/uploads/, or an S3 bucket when S3_BUCKET is set. */
export interface StorageSettings {
  dataDir: string;
  s3?: S3Settings;
}

export interface UploadStore {
  /** Where the files are, for messages: `/srv/console/uploads` or `s3://bucket/uploads`. */
  describe: string;
  /**
   * Writes `bytes` as a new file under `folder` (e.g. ['turbo', 'logos']) with an unguessable name and
   * answers its stored path, relative to /api/: `uploads/turbo/logos/<name>.png`.
   */
  save: (folder: readonly string[], bytes: Buffer, format: ImageFormat) => Promise<string>;
  /** Writes `bytes` at a stored path `isStoredPath` accepts (a restore puts files back where they were). */
  put: (storedPath: string, bytes: Buffer) => Promise<void>;
  /** Deletes a stored file; paths the store did not write (absolute URLs, nothing) are left alone. */
  remove: (storedPath: string | null | undefined) => Promise<void>;
  /** The file for a path below /api/uploads/, when it names a stored file that exists. */
  find: (relativePath: string) => Promise<FoundUpload | undefined>;
  /** The bytes of a stored path (`uploads/...`), when it exists. */
  read: (storedPath: string) => Promise<Buffer | undefined>;
  /** Throws, with one sentence an operator can act on, when the store cannot be used. */
  check: () => Promise<void>;
}

/**
 * The one place the store writes file bytes. Tests swap `writeFile` for one that fails as a full disk
 * does (ENOSPC), a fault at the file-system boundary without filling a real disk.
 */
export const fileWrites = { writeFile };

/** The format of a stored name, by its extension (the store only writes names it sniffed). */
export const formatOf = (name: string): ImageFormat =>
  Object.values(IMAGE_FORMATS).find((candidate) => candidate.extension === path.extname(name).slice(1))!;

/** A new stored path under `folder`, with 144 random bits in its name. */
export function newStoredPath(folder: readonly string[], format: ImageFormat): string {
  if (folder.length === 0 || !folder.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`invalid upload folder: ${folder.join('/')}`);
  }
  return `${PREFIX}${folder.join('/')}/${randomBytes(18).toString('base64url')}.${format.extension}`;
}

/** Files under DATA_DIR/uploads/. Several API instances on one database must share that folder (or use S3). */
export function createLocalUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, 'uploads');
  const onDisk = (relativePath: string) =>
    STORED_FILE.test(relativePath) ? path.join(root, ...relativePath.split('/')) : undefined;

  async function write(file: string, bytes: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await fileWrites.writeFile(partial, bytes, { flag: 'wx' });
    } catch (error) {
      // A full disk leaves a truncated file behind: nothing half-written stays.
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, file);
  }

  return {
    describe: root,

    async save(folder, bytes, format) {
      const stored = newStoredPath(folder, format);
      await write(onDisk(stored.slice(PREFIX.length))!, bytes);
      return stored;
    },

    async put(storedPath, bytes) {
      const file = isStoredPath(storedPath) ? onDisk(storedPath.slice(PREFIX.length)) : undefined;
      if (!file) throw new Error(`not a stored upload path: ${String(storedPath)}`);
      await write(file, bytes);
    },

    async remove(storedPath) {
      if (!storedPath?.startsWith(PREFIX)) return;
      const file = onDisk(storedPath.slice(PREFIX.length));
      if (file) await rm(file, { force: true });
    },

    async find(relativePath) {
      const file = onDisk(relativePath);
      if (!file) return undefined;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, format: formatOf(file), open: async () => createReadStream(file) };
    },

    async read(storedPath) {
      const file = storedPath.startsWith(PREFIX) ? onDisk(storedPath.slice(PREFIX.length)) : undefined;
      return file ? readFile(file).catch(() => undefined) : undefined;
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root).catch(() => {
        throw new Error(`the upload folder ${root} cannot be written`);
      });
    },
  };
}
