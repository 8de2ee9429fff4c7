import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { forexChart, notes, proofTypes, sports, whitelabels } from '../db/schema';
import { forexChartBackup } from '../forexchart/backup';
import { GIF, PNG } from '../../testing/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createArchive } from './archive';
import { restoreArchive } from './restore';
import { tableCollection } from './collection';
import { backupRegistry, registryOf } from './registry';

// A collection with every awkward kind of value and an uploaded file per row, besides the real ledger.
const exhibits = pgTable('backup_test_exhibits', {
  id: uuid('id').primaryKey(),
  label: text('label').notNull(),
  tags: text('tags').array().notNull(),
  meta: jsonb('meta'),
  precise: numeric('precise', { precision: 30, scale: 10 }),
  at: timestamp('at', { withTimezone: true }),
  file: text('file'),
});
const exhibitsBackup = tableCollection({
  name: 'exhibits',
  table: exhibits,
  files: (row) => [row.file as string | null],
});
const registry = registryOf([forexChartBackup, exhibitsBackup]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`CREATE TABLE backup_test_exhibits (
    id uuid PRIMARY KEY, label text NOT NULL, tags text[] NOT NULL, meta jsonb, precise numeric(30, 10),
    at timestamptz, file text)`);
});
afterAll(() => t.close());

const snapshot = async () => ({
  ledger: (await t.db.execute(sql`SELECT row_to_json(f)::text AS r FROM forex_chart f ORDER BY id`)).rows,
  exhibits: (await t.db.execute(sql`SELECT row_to_json(e)::text AS r FROM backup_test_exhibits e ORDER BY id`)).rows,
});

async function makeData() {
  await t.db.insert(forexChart).values([
    { date: '2026-01-01', amount: '100.00' },
    { date: '2026-01-02', amount: '-12.34' },
  ]);
  const uploads = path.join(t.config.dataDir, 'uploads', 'exhibits', 'files');
  await mkdir(uploads, { recursive: true });
  await writeFile(path.join(uploads, 'AAAAAAAAAAAAAAAAAAAAAAAA.png'), PNG);
  await writeFile(path.join(uploads, 'BBBBBBBBBBBBBBBBBBBBBBBB.gif'), GIF);
  await t.db.insert(exhibits).values([
    {
      id: '11111111-1111-4111-8111-111111111111',
      label: 'quotes \' " and a newline\nand unicode ₹ ગુજરાતી',
      tags: ['a', 'b,c', '{braces}'],
      meta: { nested: { list: [1, 2.5, null] } },
      precise: '12345678901234567890.0123456789',
      at: new Date('2026-01-05T10:11:12.345Z'),
      file: 'uploads/exhibits/files/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      label: 'plain',
      tags: [],
      file: 'uploads/exhibits/files/BBBBBBBBBBBBBBBBBBBBBBBB.gif',
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      label: 'no file, absolute logo',
      tags: ['x'],
      file: 'https://cdn.example.com/logo.png',
    },
  ]);
  await t.db.execute(sql`UPDATE backup_test_exhibits SET at = '2026-01-05 10:11:12.345678+00' WHERE label = 'plain'`);
}

async function wipe() {
  await t.db.delete(forexChart);
  await t.db.delete(exhibits);
  await rm(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true });
}

const readUploads = async () => ({
  a: await readFile(path.join(t.config.dataDir, 'uploads/exhibits/files/AAAAAAAAAAAAAAAAAAAAAAAA.png')),
  b: await readFile(path.join(t.config.dataDir, 'uploads/exhibits/files/BBBBBBBBBBBBBBBBBBBBBBBB.gif')),
});

describe('backup and restore', () => {
  afterEach(wipe);

  it('makes data, backs it up, wipes, restores: every row and file identical', async () => {
    await makeData();
    const before = await snapshot();
    const files = await readUploads();
    const archive = await createArchive(t.db, t.config.dataDir, registry, ['forexchart', 'exhibits']);
    try {
      expect(archive.manifest.collections).toEqual([
        { name: 'forexchart', rows: 2, files: 0 },
        { name: 'exhibits', rows: 3, files: 2 },
      ]);
      await wipe();
      expect((await snapshot()).exhibits).toEqual([]);

      const summary = await restoreArchive(t.db, t.config.dataDir, registry, archive.file);
      expect(summary.files).toBe(2);
      expect(await snapshot()).toEqual(before);
      expect(await readUploads()).toEqual(files);
    } finally {
      await archive.dispose();
    }
  });

  it('restores over existing data: same ids are replaced, other rows stay', async () => {
    await makeData();
    const archive = await createArchive(t.db, t.config.dataDir, registry, ['exhibits']);
    try {
      await t.db.execute(sql`UPDATE backup_test_exhibits SET label = 'changed since'`);
      await t.db
        .insert(exhibits)
        .values({ id: '44444444-4444-4444-8444-444444444444', label: 'made after the backup', tags: [] });
      await restoreArchive(t.db, t.config.dataDir, registry, archive.file);
      const labels = (await t.db.select({ label: exhibits.label }).from(exhibits)).map((r) => r.label).sort();
      expect(labels).toEqual(
        [
          'made after the backup',
          'no file, absolute logo',
          'plain',
          'quotes \' " and a newline\nand unicode ₹ ગુજરાતી',
        ].sort(),
      );
    } finally {
      await archive.dispose();
    }
  });

  it('refuses something that is not an archive, and touches nothing', async () => {
    const bogus = path.join(t.config.dataDir, 'bogus.tar.gz');
    await writeFile(bogus, 'not a tarball');
    await expect(restoreArchive(t.db, t.config.dataDir, registry, bogus)).rejects.toThrow(/not a backup archive/);
    await expect(
      restoreArchive(t.db, t.config.dataDir, registry, path.join(t.config.dataDir, 'missing')),
    ).rejects.toThrow(/is not a file/);
  });

  it('refuses an archive holding a collection this server does not know', async () => {
    await makeData();
    const archive = await createArchive(t.db, t.config.dataDir, registry, ['exhibits']);
    try {
      await expect(
        restoreArchive(t.db, t.config.dataDir, registryOf([forexChartBackup]), archive.file),
      ).rejects.toThrow('this server does not know the collection(s) exhibits');
    } finally {
      await archive.dispose();
    }
  });

  it('restores through `npm run restore` into the configured database and data folder', async () => {
    await makeData();
    const before = await snapshot();
    const archive = await createArchive(t.db, t.config.dataDir, registryOf([forexChartBackup]), ['forexchart']);
    const kept = path.join(t.config.dataDir, 'kept-backup.tar.gz');
    await writeFile(kept, await readFile(archive.file));
    await archive.dispose();
    await wipe();

    // From the repository root, as an operator types it.
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'restore', '--', kept], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir },
    });
    expect(stdout).toContain('forexchart: 2 row(s)');
    expect((await snapshot()).ledger).toEqual(before.ledger);
  }, 60_000);

  it('backs up and restores every registered collection: both catalogues with their logos, and the ledger', async () => {
    const logo = 'uploads/forex/logos/AbCdEfGhIjKlMnOpQrStUv.png';
    await mkdir(path.join(t.config.dataDir, 'uploads/forex/logos'), { recursive: true });
    await writeFile(path.join(t.config.dataDir, logo), PNG);
    await t.db.insert(whitelabels).values([
      {
        area: 'forex',
        whitelabelUser: 'brand',
        whatsappGroup: 'g',
        hexacode: '#123456',
        url: 'https://brand.example',
        logo,
      },
      {
        area: 'turbo',
        whitelabelUser: 'brand',
        whatsappGroup: 'g',
        hexacode: '#654321',
        url: 'https://t.example',
        logo: 'https://cdn.example/l.png',
      },
    ]);
    await t.db.insert(proofTypes).values({ area: 'turbo', type: 'Deposit', content: '<p>Proof</p>' });
    await t.db.insert(sports).values({ area: 'forex', name: 'Cricket' });
    await t.db
      .insert(notes)
      .values({ area: 'turbo', date: '2026-01-03', note: 'see https://x.example', addedBy: 'admin' });
    await t.db.insert(forexChart).values({ date: '2026-01-01', amount: '5.00' });
    const tables = ['whitelabels', 'proof_types', 'sports', 'notes', 'forex_chart'];
    const everything = async () =>
      Promise.all(
        tables.map(
          async (table) =>
            (await t.db.execute(sql`SELECT row_to_json(x)::text AS r FROM ${sql.identifier(table)} x ORDER BY id`))
              .rows,
        ),
      );
    const before = await everything();

    const archive = await createArchive(t.db, t.config.dataDir, backupRegistry, [...backupRegistry.keys()]);
    try {
      for (const table of tables) await t.db.execute(sql`DELETE FROM ${sql.identifier(table)}`);
      await rm(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true });
      await restoreArchive(t.db, t.config.dataDir, backupRegistry, archive.file);
      expect(await everything()).toEqual(before);
      expect(await readFile(path.join(t.config.dataDir, logo))).toEqual(PNG);
    } finally {
      await archive.dispose();
      for (const table of tables) await t.db.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    }
  });
});
