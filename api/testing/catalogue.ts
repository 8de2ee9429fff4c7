import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Permission, Section } from '@console/contract/permissions';
import { pngFile } from '@console/contract/png';
import type { TestApp } from './testApp';

/** Real 1x1 images, so the files served back are genuine. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

/** An image of exactly `bytes` bytes: a real header padded out. */
/** A lossless WebP header of 300 × 200 pixels (VP8L: 14-bit width - 1, 14-bit height - 1). */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x10, 0, 0, 0, 0x2f]),
  Buffer.from(new Uint32Array([299 | (199 << 14)]).buffer),
  Buffer.alloc(8),
]);

/**
 * A PNG whose header says `width` × `height` pixels, with almost no data: enough for every check that
 * reads headers, and a decompression bomb to anything that would decode it.
 */
export const pngClaiming = (width: number, height: number): Buffer =>
  Buffer.from(pngFile(width, height, 6, new Uint8Array(0)));

export const imageOfSize = (bytes: number, header: Buffer = PNG) =>
  Buffer.concat([header, Buffer.alloc(Math.max(0, bytes - header.length))]);

export interface FormFile {
  bytes: Buffer;
  filename: string;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** A multipart body, as a browser's FormData sends it. */
export function form(fields: Record<string, string>, files: Record<string, FormFile> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.filename);
  }
  return data;
}

/** A logged-in user of the given sections and rights; returns their bearer headers. */
export async function signIn(
  t: TestApp,
  {
    section,
    permissions,
    role = 'user',
  }: { section: Section[]; permissions: Permission[]; role?: 'user' | 'subadmin' | 'admin' },
): Promise<{ authorization: string }> {
  const { user, password } = await t.createUser({ role, section, permissions });
  return t.bearer(await t.loginAs(user.username, password));
}

/** Every file stored under DATA_DIR/uploads, as paths relative to /api/ (`uploads/turbo/logos/x.png`). */
export function storedUploads(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  } catch {
    return [];
  }
}
