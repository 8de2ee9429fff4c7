import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { PNG, pngClaiming } from '../../testing/catalogue';
import { proofTypes, whitelabels } from '../db/schema';
import { uuidv7 } from '../db/uuidv7';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { ARCHIVE_FORMAT, createArchive } from './archive';
import { backupRegistry } from './registry';
import { restoreArchive } from './restore';

/**
 * Archives an attacker could hand an operator: each must be refused whole (nothing restored, nothing
 * written outside DATA_DIR/uploads), or stored only as the API itself would store it.
 */
let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'hostile-archives-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await t.close();
});

const LOGO = 'uploads/turbo/logos/AbCdEfGhIjKlMnOpQrStUvWx.png';
let count = 0;

const note = (extra: object = {}) => ({
  id: uuidv7(),
  area: 'turbo',
  date: '2026-01-03',
  origin: '',
  agent: '',
  note_user: '',
  whatsapp_group: '',
  note: 'restored note',
  added_by: 'admin',
  ...extra,
});
const whitelabel = (extra: object = {}) => ({
  id: uuidv7(),
  area: 'turbo',
  whitelabel_user: `brand-${(count += 1)}`,
  whatsapp_group: 'g',
  hexacode: '#123456',
  url: 'https://brand.example',
  logo: LOGO,
  ...extra,
});

interface Contents {
  collections: Record<string, object[]>;
  /** Files by their name in the archive (`files/...`). */
  files?: Record<string, Buffer | string>;
  /** Adds raw entries (links, odd paths) to the staging folder; answers their names. */
  extra?: (staging: string) => Promise<string[]>;
}

/** A .tar.gz shaped like a backup, with whatever the test puts in it. */
async function archiveOf({ collections, files = {}, extra }: Contents): Promise<string> {
  count += 1;
  const staging = path.join(work, `staging-${count}`, 'inner');
  await mkdir(path.join(staging, 'collections'), { recursive: true });
  const manifest = {
    format: ARCHIVE_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    collections: Object.entries(collections).map(([name, rows]) => ({ name, rows: rows.length, files: 0 })),
    missingFiles: [],
  };
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  const names = ['manifest.json'];
  for (const [name, rows] of Object.entries(collections)) {
    await writeFile(
      path.join(staging, 'collections', `${name}.jsonl`),
      rows.map((r) => `${JSON.stringify(r)}\n`).join(''),
    );
    names.push(`collections/${name}.jsonl`);
  }
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(staging, name)), { recursive: true });
    await writeFile(path.join(staging, name), bytes);
    names.push(name);
  }
  names.push(...((await extra?.(staging)) ?? []));
  const file = path.join(work, `archive-${count}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: staging, portable: true, preservePaths: true }, names);
  return file;
}

const restore = (file: string) => restoreArchive(t.db, t.config.dataDir, backupRegistry, file);
const noteCount = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notes WHERE note = 'restored note'`)).rows[0].n;
const allFilesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true }).catch(() => [] as string[])).map(String).sort();

describe('restore refuses a hostile archive whole', () => {
  it('refuses PostgreSQL files beside a valid row (the restore_command attack), naming them, writing nothing', async () => {
    const file = await archiveOf({
      collections: { note: [note()] },
      files: {
        'files/pg/postgresql.auto.conf': 'restore_command = \'sh -c "id > /tmp/owned"\'\n',
        'files/pg/recovery.signal': '',
      },
    });
    const before = await allFilesUnder(t.config.dataDir);
    const refusal = restore(file);
    await expect(refusal).rejects.toThrow('files/pg/postgresql.auto.conf (File) has no place in a backup');
    await expect(restore(file)).rejects.toThrow('files/pg/recovery.signal (File) has no place in a backup');
    expect(await noteCount()).toBe(0);
    expect(existsSync(path.join(t.config.dataDir, 'pg'))).toBe(false);
    expect(await allFilesUnder(t.config.dataDir)).toEqual(before);
  });

  it('refuses a link, a path climbing out, and a file at DATA_DIR itself', async () => {
    const file = await archiveOf({
      collections: { whitelabel: [whitelabel()] },
      extra: async (staging) => {
        await mkdir(path.join(staging, 'files/uploads/turbo/logos'), { recursive: true });
        await symlink('/etc/passwd', path.join(staging, 'files/uploads/turbo/logos/AbCdEfGhIjKlMnOpQrStUvWx.png'));
        await writeFile(path.join(staging, '..', 'outside.txt'), 'x');
        await writeFile(path.join(staging, 'files', 'pg-password'), 'x');
        return ['files/uploads/turbo/logos/AbCdEfGhIjKlMnOpQrStUvWx.png', '../outside.txt', 'files/pg-password'];
      },
    });
    const message = await restore(file).then(
      () => 'restored',
      (error: Error) => error.message,
    );
    expect(message).toContain('files/uploads/turbo/logos/AbCdEfGhIjKlMnOpQrStUvWx.png (SymbolicLink) has no place');
    expect(message).toContain('../outside.txt (File) has no place');
    expect(message).toContain('files/pg-password (File) has no place');
    expect(await t.db.select().from(whitelabels)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, LOGO))).toBe(false);
  });

  it("refuses rows the API would refuse: a logo naming DATA_DIR's password file, a javascript: URL, another area, a bad day", async () => {
    const file = await archiveOf({
      collections: {
        whitelabel: [
          whitelabel({ logo: 'pg-password' }),
          whitelabel({ logo: '../pg-password' }),
          whitelabel({ url: 'javascript:alert(document.cookie)' }),
          whitelabel({ area: 'forex' }),
        ],
        note: [note({ date: '2026-02-30' })],
        client: [
          {
            id: uuidv7(),
            area: 'turbo',
            date: '2026-01-03',
            images: [{ path: 'pg/postgresql.auto.conf', filename: 'x.png' }],
            navigation2_images: [],
          },
        ],
      },
    });
    const message = await restore(file).then(
      () => 'restored',
      (error: Error) => error.message,
    );
    expect(message).toMatch(
      /whitelabel, row 1 \(id [0-9a-f-]{36}\): logo "pg-password" is not a file of uploads\/turbo\/logos\//,
    );
    expect(message).toMatch(/whitelabel, row 2 .*: logo "\.\.\/pg-password" is not a file of uploads\/turbo\/logos\//);
    expect(message).toMatch(/whitelabel, row 3 .*: url is not an http\(s\) address/);
    expect(message).toMatch(/whitelabel, row 4 .*: area is "forex", not turbo/);
    expect(message).toMatch(/note, row 1 .*: date is not a calendar day/);
    expect(message).toMatch(
      /client, row 1 .*: images "pg\/postgresql.auto.conf" is not a file of uploads\/turbo\/proofs\//,
    );
    expect(await t.db.select().from(whitelabels)).toEqual([]);
  });

  it('refuses a file no row references, a file that is not the image its name says, and an image bomb', async () => {
    const unreferenced = await archiveOf({
      collections: { whitelabel: [whitelabel()] },
      files: { [`files/${LOGO}`]: PNG, 'files/uploads/turbo/logos/ZZZZZZZZZZZZZZZZZZZZZZZZ.png': PNG },
    });
    await expect(restore(unreferenced)).rejects.toThrow(
      'files/uploads/turbo/logos/ZZZZZZZZZZZZZZZZZZZZZZZZ.png is not referenced by any row of the archive',
    );
    const disguised = await archiveOf({
      collections: { whitelabel: [whitelabel()] },
      files: { [`files/${LOGO}`]: '#!/bin/sh\nid\n' },
    });
    await expect(restore(disguised)).rejects.toThrow(`files/${LOGO} is not the image its name says`);
    const bomb = await archiveOf({
      collections: { whitelabel: [whitelabel()] },
      files: { [`files/${LOGO}`]: pngClaiming(12000, 12000) },
    });
    await expect(restore(bomb)).rejects.toThrow(
      `files/${LOGO} is refused: the image is 12000 × 12000 pixels (144 megapixels); an image may have at most 50 megapixels`,
    );
    expect(await t.db.select().from(whitelabels)).toEqual([]);
  });

  it('refuses NUL characters in a row with the field named', async () => {
    const file = await archiveOf({ collections: { note: [note({ note: 'a\u0000b' })] } });
    await expect(restore(file)).rejects.toThrow(/note, row 1 .*: note must not contain a NUL character/);
  });
});

describe('restore stores what the API would store', () => {
  it('sanitises a restored proof type with the allow-list, and restores a sound whitelabel with its logo', async () => {
    const id = uuidv7();
    const file = await archiveOf({
      collections: {
        whitelabel: [whitelabel()],
        prooftype: [
          {
            id,
            area: 'turbo',
            type: 'Booby-trapped',
            content:
              '<p>Dear {user}</p><script>alert(1)</script><form action="http://phish.invalid"><input name="password"></form>',
          },
        ],
      },
      files: { [`files/${LOGO}`]: PNG },
    });
    const summary = await restore(file);
    expect(summary.files).toBe(1);
    const [stored] = await t.db.select().from(proofTypes);
    expect(stored.content).toBe('<p>Dear {user}</p>');
    expect(existsSync(path.join(t.config.dataDir, LOGO))).toBe(true);
  });
});

describe('backup', () => {
  it('adds only files of the upload store, never DATA_DIR files a forged row names', async () => {
    await writeFile(path.join(t.config.dataDir, 'pg-password'), 'the database password');
    await t.db.insert(whitelabels).values({
      area: 'forex',
      whitelabelUser: 'forged',
      whatsappGroup: 'g',
      hexacode: '#123456',
      url: 'https://x.example',
      logo: 'pg-password',
    });
    const archive = await createArchive(t.db, t.config.dataDir, backupRegistry, ['forexwhitelabel']);
    try {
      const listed: string[] = [];
      await tar.t({ file: archive.file, onReadEntry: (entry) => void listed.push(entry.path) });
      expect(listed.filter((name) => name.startsWith('files/') && !name.endsWith('/'))).toEqual([]);
      expect(archive.manifest.collections).toEqual([{ name: 'forexwhitelabel', rows: 1, files: 0 }]);
    } finally {
      await archive.dispose();
    }
  });
});
