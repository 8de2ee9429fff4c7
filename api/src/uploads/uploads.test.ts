import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { form, GIF, JPEG, PNG, pngClaiming, WEBP } from '../../testing/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { acceptMultipart, createUploadStore, describeTypes, IMAGE_FORMATS, readMultipartForm, sniffImage } from '.';
import { imageDimensions } from './imageDimensions';

describe('imageDimensions (from the header, nothing decoded)', () => {
  it('reads PNG, JPEG, GIF and WebP sizes', () => {
    expect(imageDimensions(pngClaiming(12000, 9000))).toEqual({ width: 12000, height: 9000 });
    expect(imageDimensions(PNG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(GIF)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(WEBP)).toEqual({ width: 300, height: 200 });
    expect(imageDimensions(Buffer.from('GIF8'))).toBeUndefined();
  });
});

describe('sniffImage', () => {
  it('recognises images by their first bytes', () => {
    expect(sniffImage(PNG)).toBe(IMAGE_FORMATS.png);
    expect(sniffImage(JPEG)).toBe(IMAGE_FORMATS.jpeg);
    expect(sniffImage(GIF)).toBe(IMAGE_FORMATS.gif);
    expect(sniffImage(Buffer.from('GIF87a...'))).toBe(IMAGE_FORMATS.gif);
    expect(sniffImage(WEBP)).toBe(IMAGE_FORMATS.webp);
  });

  it('recognises nothing else, whatever it claims to be', () => {
    for (const bytes of [
      '',
      'hello',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      'GIF8',
      'RIFF0000WAVE',
    ]) {
      expect(sniffImage(Buffer.from(bytes))).toBeUndefined();
    }
    expect(sniffImage(PNG.subarray(0, 7))).toBeUndefined();
  });

  it('names accepted types for messages', () => {
    expect(describeTypes(['jpeg', 'png', 'gif'])).toBe('JPEG, PNG or GIF');
    expect(describeTypes(['png'])).toBe('PNG');
  });
});

describe('upload store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('saves under DATA_DIR/uploads/<folder> with a random name, and answers the path below /api/', async () => {
    const store = createUploadStore(dataDir);
    const first = await store.save(['forex', 'logos'], PNG, IMAGE_FORMATS.png);
    const second = await store.save(['forex', 'logos'], PNG, IMAGE_FORMATS.png);
    expect(first).toMatch(/^uploads\/forex\/logos\/[A-Za-z0-9_-]{24}\.png$/);
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(dataDir, first))).toEqual(PNG);
    expect(await store.find(first.slice('uploads/'.length))).toMatchObject({
      size: PNG.length,
      format: IMAGE_FORMATS.png,
    });
  });

  it('removes stored files, and leaves anything else alone', async () => {
    const store = createUploadStore(dataDir);
    const stored = await store.save(['turbo', 'logos'], GIF, IMAGE_FORMATS.gif);
    const outside = path.join(dataDir, 'pg-password');
    writeFileSync(outside, 'secret');
    await store.remove(stored);
    expect(existsSync(path.join(dataDir, stored))).toBe(false);
    for (const other of [
      undefined,
      null,
      '',
      'https://cdn.example.com/logo.png',
      'uploads/../pg-password',
      '/etc/passwd',
      stored,
    ]) {
      await expect(store.remove(other)).resolves.toBeUndefined();
    }
    expect(existsSync(outside)).toBe(true);
  });

  it('finds only files of the shape it writes', async () => {
    const store = createUploadStore(dataDir);
    writeFileSync(path.join(dataDir, 'pg-password'), 'secret');
    for (const probe of ['../pg-password', 'turbo/logos/../../../pg-password', 'turbo/logos/short.png', '', 'x.png']) {
      expect(await store.find(probe)).toBeUndefined();
    }
    expect(await store.find('turbo/logos/AAAAAAAAAAAAAAAAAAAAAAAA.png')).toBeUndefined();
  });

  it('refuses folder names that could leave the uploads folder', async () => {
    const store = createUploadStore(dataDir);
    await expect(store.save(['..', 'x'], PNG, IMAGE_FORMATS.png)).rejects.toThrow();
    await expect(store.save([], PNG, IMAGE_FORMATS.png)).rejects.toThrow();
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      async register(app) {
        // A form like a later issue's proofs: several images in one field, two fields.
        await app.register(async (scope) => {
          await acceptMultipart(scope);
          scope.post('/api/test/photos', async (request) => {
            const received = await readMultipartForm(request, {
              files: {
                photos: { label: 'Photos', types: ['png', 'webp'], maxBytes: 1024, maxCount: 2 },
                cover: { label: 'Cover', types: ['gif'], maxBytes: 128 },
              },
              maxFieldBytes: 16,
            });
            return {
              fields: received.fields,
              files: Object.fromEntries(
                Object.entries(received.files).map(([name, files]) => [name, files.map((file) => file.format.type)]),
              ),
            };
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: FormData | object) => t.app.inject({ method: 'POST', url: '/api/test/photos', payload });

  it('reads fields and several files per field', async () => {
    const data = form({ caption: 'hello' }, { cover: { bytes: GIF, filename: 'c.gif' } });
    data.append('photos', new Blob([new Uint8Array(PNG)]), 'a.png');
    data.append('photos', new Blob([new Uint8Array(WEBP)]), 'b.webp');
    const response = await post(data);
    expect(response.json()).toEqual({
      fields: { caption: 'hello' },
      files: { photos: ['png', 'webp'], cover: ['gif'] },
    });
  });

  it.each([
    [
      'too many files in a field',
      () => {
        const data = new FormData();
        for (let i = 0; i < 3; i += 1) data.append('photos', new Blob([new Uint8Array(PNG)]), `${i}.png`);
        return data;
      },
      'Photos: at most 2 files',
    ],
    [
      'a type the field does not take',
      () => form({}, { cover: { bytes: PNG, filename: 'c.gif' } }),
      'Cover must be a GIF image',
    ],
    [
      "a file over the field's limit",
      () => form({}, { cover: { bytes: Buffer.concat([GIF, Buffer.alloc(128)]), filename: 'c.gif' } }),
      'Cover must be at most 128 bytes',
    ],
    ['a field over its limit', () => form({ caption: 'x'.repeat(17) }), 'caption is too long'],
    [
      'an image of more pixels than the budget, read from its header (a decompression bomb)',
      () => form({}, { photos: { bytes: pngClaiming(12000, 12000), filename: 'bomb.png' } }),
      'Photos "bomb.png" is 12000 × 12000 pixels (144 megapixels); an image may have at most 50 megapixels',
    ],
    ['a JSON body', () => ({ caption: 'hello' }), 'Expected a multipart/form-data body'],
  ])('answers 400 to %s', async (_case, payload, message) => {
    const response = await post(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 to a malformed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/photos',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="caption"\r\n\r\nunterminated',
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves a stored image with its type, for a year, sandboxed', async () => {
    const stored = await createUploadStore(t.config.dataDir).save(['turbo', 'logos'], JPEG, IMAGE_FORMATS.jpeg);
    const response = await t.app.inject({ url: `/api/${stored}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(JPEG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await t.app.inject({ method: 'HEAD', url: `/api/${stored}` })).statusCode).toBe(200);
  });

  it.each([
    '/api/uploads/turbo/logos/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    '/api/uploads/../pg-password',
    '/api/uploads/%2e%2e/%2e%2e/pg-password',
    '/api/uploads/turbo/logos/..%2f..%2f..%2fpg-password',
    '/api/uploads/',
  ])('answers 404 to %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
