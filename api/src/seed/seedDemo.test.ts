import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { validateReport } from '@console/contract/reports';
import { loadCatchBy } from '../reports/catchBy';
import { startObjectStore } from '../../testing/objectStore';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { DEMO_USERS } from './demoCatalogue';
import { demoReports } from './demoRecords';
import { random } from './random';
import { SeedRefused, seedDemo, type DemoSizes } from './seedDemo';
import { parseSeedCommand } from './seedOptions';

const SEEDED_TABLES = '^(proofs|reports|report_search|report_sort|proof_filter)(_turbo|_forex|_other)?$';

/**
 * Every valid index and every checked foreign key of the seeded lists and of the tables their triggers
 * keep (partitions too), as PostgreSQL defines them.
 */
async function listIndexesAndKeys(t: TestApp): Promise<string[]> {
  const { rows } = await t.db.execute<{ definition: string }>(
    sql`SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relname ~ ${SEEDED_TABLES} AND i.indisvalid
      UNION ALL
      SELECT format('%s %s %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      WHERE c.relname ~ ${SEEDED_TABLES} AND k.contype = 'f' AND k.convalidated
      ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

const SIZES: DemoSizes = { proofs: 30, reports: 40, notes: 12, proofsWithImages: 3 };
const PASSWORD = 'Demo-Test-Password-1';

describe('npm run seed:demo', () => {
  let t: TestApp;
  let adminToken: string;
  let indexesAndKeysBefore: string[];
  beforeAll(async () => {
    t = await createTestApp();
    indexesAndKeysBefore = await listIndexesAndKeys(t);
    const catchBy = await loadCatchBy(t.config.catchByFile);
    await seedDemo(t.db, {
      storage: t.config.dataDir,
      sizes: SIZES,
      password: PASSWORD,
      adminUsername: TEST_ADMIN.username,
      catchBy,
    });
    adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const list = async (url: string) => {
    const response = await t.app.inject({ url, headers: t.bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<Record<string, unknown>>;
  };
  const served = async (stored: string) => {
    const response = await t.app.inject({ url: `/api/${stored}` });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      png: response.rawPayload.subarray(1, 4).toString(),
    };
  };

  it('leaves the lists’ indexes and foreign keys as the migrations made them (dropped while it writes, built and checked after)', async () => {
    expect(indexesAndKeysBefore).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/report_search_turbo USING gin/),
        expect.stringMatching(/report_sort_forex USING btree/),
        expect.stringMatching(/reports_area_user_idx/),
        expect.stringMatching(
          /^proofs proofs_whitelabel_fk FOREIGN KEY \(area, whitelabel_id\) REFERENCES whitelabels/,
        ),
        expect.stringMatching(/^proofs proofs_sport_fk /),
      ]),
    );
    expect(await listIndexesAndKeys(t)).toEqual(indexesAndKeysBefore);
  });

  it('fills both areas through the API: catalogue, notes, proofs and reports, as the API lists them', async () => {
    for (const [base, reportBase, noteBase, whitelabelField] of [
      ['whitelabel', 'report', 'note', 'whitelabel_user'],
      ['forexwhitelabel', 'forexReport', 'forexnote', 'forex_whitelabel_user'],
    ]) {
      const whitelabels = await list(`/api/${base}/all`);
      expect(whitelabels.length).toBeGreaterThanOrEqual(5);
      expect(await served(whitelabels[0].logo as string)).toEqual({ status: 200, type: 'image/png', png: 'PNG' });
      expect((await list(`/api/${reportBase}/all`)).length).toBe(SIZES.reports);
      expect((await list(`/api/${noteBase}`)).length).toBe(SIZES.notes);
      const proofs = await list(whitelabelField === 'whitelabel_user' ? '/api/client' : '/api/forexProof');
      expect(proofs).toHaveLength(SIZES.proofs);
      expect(proofs[0][whitelabelField]).toEqual(expect.objectContaining({ [whitelabelField]: expect.any(String) }));
      const withImages = proofs.filter((proof) => (proof.images as unknown[]).length > 0);
      expect(withImages).toHaveLength(SIZES.proofsWithImages);
      const image = (withImages[0].images as Array<{ data: string }>)[0];
      expect(await served(image.data)).toEqual({ status: 200, type: 'image/png', png: 'PNG' });
    }
    expect((await list('/api/prooftype')).length).toBeGreaterThan(3);
    expect((await list('/api/forexsport')).map((sport) => sport.forexSportName)).toContain('EUR/USD');
  });

  it('makes the demo staff of each role, who log in with the demo password and hold their rights', async () => {
    for (const user of DEMO_USERS)
      await expect(t.loginAs(user.username, PASSWORD)).resolves.toEqual(expect.any(String));
    const viewer = await t.loginAs('neha', PASSWORD);
    expect((await t.app.inject({ url: '/api/client', headers: t.bearer(viewer) })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/report/00000000-0000-7000-8000-000000000000',
          headers: t.bearer(viewer),
        })
      ).statusCode,
    ).toBe(403);
    const forexOnly = await t.loginAs('kabir', PASSWORD);
    expect((await t.app.inject({ url: '/api/client', headers: t.bearer(forexOnly) })).statusCode).toBe(403);
  });

  it('names staff who may make proofs as proof makers, and dates proofs up to today', async () => {
    const proofs = await list('/api/client');
    const makers = new Set(proofs.map((proof) => proof.proofMaker));
    for (const maker of makers) expect([TEST_ADMIN.username, 'meera', 'asha', 'ravi', '']).toContain(maker);
    for (const proof of proofs)
      expect((proof.date as string) <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });

  it('writes through the routes’ own rules: a proof has its whitelabel’s WhatsApp group, a template is sanitised', async () => {
    for (const proof of await list('/api/client')) {
      const whitelabel = proof.whitelabel_user as Record<string, unknown>;
      expect(proof.whatsapp_group).toBe(whitelabel.whatsapp_group);
    }
    for (const proofType of await list('/api/prooftype')) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/prooftype/${proofType._id as string}`,
        headers: t.bearer(adminToken),
        payload: { type: proofType.type, content: proofType.content },
      });
      // Saved again through the form's route, each template is kept as the seed wrote it.
      expect(response.json().proof.content).toBe(proofType.content);
    }
  });

  it('refuses a database that already holds console data, and changes nothing', async () => {
    const before = (await list('/api/client')).length;
    const catchBy = await loadCatchBy(t.config.catchByFile);
    const again = seedDemo(t.db, {
      storage: t.config.dataDir,
      sizes: SIZES,
      password: PASSWORD,
      adminUsername: TEST_ADMIN.username,
      catchBy,
    });
    await expect(again).rejects.toThrow(SeedRefused);
    await expect(again).rejects.toThrow(/already holds console data \(16 whitelabels, .*60 proofs, 80 reports\)/);
    expect((await list('/api/client')).length).toBe(before);
  });

  it('writes reports the report form would accept', async () => {
    const catchBy = await loadCatchBy(t.config.catchByFile);
    for (const area of ['turbo', 'forex'] as const) {
      for (const { report } of demoReports(area, 200, random(7), '2026-03-15', catchBy, ['admin'])) {
        expect(validateReport(report, { catchBy })).toEqual([]);
      }
    }
  });

  it('removes the files it wrote when the seed fails, and stores nothing', async () => {
    const other = await createTestApp();
    try {
      const failing = seedDemo(other.db, {
        storage: other.config.dataDir,
        sizes: SIZES,
        password: PASSWORD,
        adminUsername: TEST_ADMIN.username,
        catchBy: ['Agent'],
        // Fails once the Turbo area, logos and proof images included, is written.
        log: (line) => {
          if (line.startsWith('Turbo')) throw new Error('disk full');
        },
      });
      await expect(failing).rejects.toThrow('disk full');
      const logos = path.join(other.config.dataDir, 'uploads', 'turbo', 'logos');
      const images = path.join(other.config.dataDir, 'uploads', 'turbo', 'proofs');
      expect([readdirSync(logos), readdirSync(images)]).toEqual([[], []]);
      const token = await other.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(
        (await other.app.inject({ url: '/api/whitelabel/all', headers: other.bearer(token) })).json().data,
      ).toEqual([]);
      await expect(other.loginAs('asha', PASSWORD)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});

describe('seed:demo options', () => {
  it('reads sizes per area, a password and a seed', () => {
    expect(parseSeedCommand(['--reports', '100000', '--proofs', '100000', '--password', 'Longenough1'], {})).toEqual({
      sizes: { proofs: 100_000, reports: 100_000, notes: 120, proofsWithImages: 60 },
      password: 'Longenough1',
      generatedPassword: false,
      seed: 2026,
    });
    expect(parseSeedCommand(['--proofs', '10'], { DEMO_PASSWORD: 'From-The-Env-1' })).toMatchObject({
      sizes: { proofs: 10, proofsWithImages: 10 },
      password: 'From-The-Env-1',
    });
    expect(parseSeedCommand([], {})).toMatchObject({
      generatedPassword: true,
      password: expect.stringMatching(/^Demo-.{12}$/),
    });
  });

  it('refuses what it does not understand, with the reason', () => {
    expect(() => parseSeedCommand(['--proofs', '-3'], {})).toThrow(
      '--proofs must be a whole number of 0 or more, got "-3"',
    );
    expect(() => parseSeedCommand(['--colour', 'red'], {})).toThrow(/unknown option --colour/);
    expect(() => parseSeedCommand(['--reports'], {})).toThrow(/--reports needs a value/);
    expect(() => parseSeedCommand(['--password', 'short'], {})).toThrow(/at least 8 characters/);
  });
});

describe('npm run seed:demo on a console whose uploads are in a bucket', () => {
  it('writes its logos and proof images into the bucket, where the API serves them from', async () => {
    const s3 = await startObjectStore('seed-test');
    const t = await createTestApp({ config: { s3: s3.settings } });
    try {
      await seedDemo(t.db, {
        storage: t.config,
        sizes: { proofs: 4, reports: 2, notes: 1, proofsWithImages: 2 },
        password: PASSWORD,
        adminUsername: TEST_ADMIN.username,
        catchBy: ['Agent'],
      });
      const keys = await s3.keys();
      expect(keys.filter((key) => key.startsWith('uploads/turbo/logos/')).length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.startsWith('uploads/forex/proofs/')).length).toBeGreaterThan(0);
      expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
      const served = await t.app.inject({ url: `/api/${keys[0]}` });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});
