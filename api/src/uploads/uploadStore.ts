import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './imageTypes';

/** Stored paths start with this; the front end shows them from /api/{path}. */
const PREFIX = 'uploads/';
const SEGMENT = /^[a-z0-9_-]+$/;
/** `<area>/<kind>/<random>.<ext>`, the only shape the store writes and so the only one it serves. */
const STORED_FILE = new RegExp(
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

export interface UploadStore {
  /**
   * Writes `bytes` as a new file under `folder` (e.g. ['turbo', 'logos']) with an unguessable name and
   * answers its stored path, relative to /api/: `uploads/turbo/logos/<name>.png`.
   */
  save: (folder: readonly string[], bytes: Buffer, format: ImageFormat) => Promise<string>;
  /** Deletes a stored file; paths the store did not write (absolute URLs, nothing) are left alone. */
  remove: (storedPath: string | null | undefined) => Promise<void>;
  /** The file on disk for a path below /api/uploads/, when it names a stored file that exists. */
  find: (relativePath: string) => Promise<{ file: string; size: number; format: ImageFormat } | undefined>;
}

/**
 * The one place the store writes file bytes. Tests swap `writeFile` for one that fails as a full disk
 * does (ENOSPC), a fault at the file-system boundary without filling a real disk.
 */
export const fileWrites = { writeFile };

/** Files under DATA_DIR/uploads/. Several API instances on one database must share that folder. */
export function createUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, 'uploads');
  const onDisk = (relativePath: string) =>
    STORED_FILE.test(relativePath) ? path.join(root, ...relativePath.split('/')) : undefined;

  return {
    async save(folder, bytes, format) {
      if (folder.length === 0 || !folder.every((segment) => SEGMENT.test(segment))) {
        throw new Error(`invalid upload folder: ${folder.join('/')}`);
      }
      const relativePath = `${folder.join('/')}/${randomBytes(18).toString('base64url')}.${format.extension}`;
      const file = path.join(root, ...relativePath.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      try {
        await fileWrites.writeFile(partial, bytes, { flag: 'wx' });
      } catch (error) {
        // A full disk leaves a truncated file behind: nothing half-written stays.
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return PREFIX + relativePath;
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
      const extension = path.extname(file).slice(1);
      const format = Object.values(IMAGE_FORMATS).find((candidate) => candidate.extension === extension)!;
      return { file, size: info.size, format };
    },
  };
}
