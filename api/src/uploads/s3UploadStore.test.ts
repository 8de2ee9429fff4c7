import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AREAS } from '@console/contract/areas';
import { form, JPEG, PNG } from '../../testing/catalogue';
import { startObjectStore, type TestObjectStore } from '../../testing/objectStore';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { findFreePort } from '../db/embedded';
import { createUploadStore, IMAGE_FORMATS } from '.';

let s3: TestObjectStore;
beforeAll(async () => {
  s3 = await startObjectStore();
});
afterAll(() => s3.stop());

describe('the S3 upload store', () => {
  it('saves, finds, reads, puts back and removes objects named by their stored path', async () => {
    const store = createUploadStore({ dataDir: '/nonexistent', s3: s3.settings });
    const stored = await store.save(['forex', 'logos'], PNG, IMAGE_FORMATS.png);
    expect(stored).toMatch(/^uploads\/forex\/logos\/[A-Za-z0-9_-]{24}\.png$/);
    expect(await s3.keys()).toContain(stored);

    const found = await store.find(stored.slice('uploads/'.length));
    expect(found).toMatchObject({ size: PNG.length, format: IMAGE_FORMATS.png });
    expect(await buffer(await found!.open())).toEqual(PNG);
    expect(await store.read(stored)).toEqual(PNG);

    await store.remove(stored);
    expect(await s3.keys()).not.toContain(stored);
    expect(await store.find(stored.slice('uploads/'.length))).toBeUndefined();
    expect(await store.read(stored)).toBeUndefined();

    await store.put(stored, JPEG);
    expect(await store.read(stored)).toEqual(JPEG);
    await expect(store.put('uploads/../pg-password', JPEG)).rejects.toThrow();
  });

  it('finds and removes only paths of the shape it writes', async () => {
    const store = createUploadStore({ dataDir: '/nonexistent', s3: s3.settings });
    for (const probe of ['../pg-password', 'turbo/logos/short.png', '', 'x.png']) {
      expect(await store.find(probe)).toBeUndefined();
    }
    const before = await s3.keys();
    for (const other of [undefined, null, '', 'https://cdn.example.com/logo.png', 'uploads/../x']) {
      await expect(store.remove(other)).resolves.toBeUndefined();
    }
    expect(await s3.keys()).toEqual(before);
  });

  it('says in one sentence why a store cannot be used: no such bucket, refused credentials, no answer', async () => {
    await expect(createUploadStore({ dataDir: '', s3: s3.settings }).check()).resolves.toBeUndefined();
    const check = (settings: Partial<typeof s3.settings>) =>
      createUploadStore({ dataDir: '', s3: { ...s3.settings, ...settings } }).check();
    await expect(check({ bucket: 'no-such-bucket' })).rejects.toThrow(
      `the object store has no bucket "no-such-bucket" at ${s3.settings.endpoint} (S3_BUCKET): create it or fix the name`,
    );
    const port = await findFreePort();
    await expect(check({ endpoint: `http://127.0.0.1:${port}` })).rejects.toThrow(
      new RegExp(
        `^the object store for bucket "console-test" at http://127\\.0\\.0\\.1:${port} is unreachable \\(ECONNREFUSED\\): check S3_ENDPOINT$`,
      ),
    );
    // s3rver knows one key (S3RVER): another is refused as S3 refuses an unknown or revoked key.
    const key = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'AKIAWRONGKEY';
    try {
      await expect(check({})).rejects.toThrow(
        `the object store refused the credentials for bucket "console-test" at ${s3.settings.endpoint}: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
      );
    } finally {
      process.env.AWS_ACCESS_KEY_ID = key;
    }
  });
});

/** A whitelabel with a PNG logo, created by the admin through the API. */
async function createWhitelabel(t: TestApp, name: string) {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const area = AREAS[0];
  const created = await t.app.inject({
    method: 'POST',
    url: `/api${area.whitelabel.apiBase}/create`,
    headers: admin,
    payload: form(
      { [area.whitelabel.userField]: name, whatsapp_group: 'G', hexacode: '1a2b3c', url: 'https://b.example.com' },
      { logo: { bytes: PNG, filename: 'logo.png' } },
    ),
  });
  return { created, admin, area };
}

describe('the API on an S3 store', () => {
  it('keeps an uploaded logo in the bucket, not DATA_DIR, and serves it under the same URL and headers', async () => {
    const t = await createTestApp({ config: { s3: s3.settings } });
    try {
      const { created } = await createWhitelabel(t, 'bucket-brand');
      expect(created.statusCode).toBe(201);
      const logo = created.json().data.logo as string;
      expect(await s3.keys()).toContain(logo);
      expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

      const served = await t.app.inject({ url: `/api/${logo}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PNG);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect((await t.app.inject({ url: '/api/uploads/turbo/logos/AAAAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(
        404,
      );
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    } finally {
      await t.close();
    }
  });

  it('refuses an upload while the store is unreachable, and writes no row', async () => {
    const port = await findFreePort();
    const t = await createTestApp({ config: { s3: { ...s3.settings, endpoint: `http://127.0.0.1:${port}` } } });
    try {
      const { created, admin, area } = await createWhitelabel(t, 'lost-brand');
      const base = `/api${area.whitelabel.apiBase}`;
      expect(created.statusCode).toBeGreaterThanOrEqual(500);
      expect(created.body).not.toContain('ECONNREFUSED');
      const list = await t.app.inject({
        url: `${base}${'listPath' in area.whitelabel ? String(area.whitelabel.listPath) : '/'}`,
        headers: admin,
      });
      expect(list.body).not.toContain('lost-brand');
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'The object store is unreachable' },
      ]);
    } finally {
      await t.close();
    }
  });
});
