import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { chooseEncoding, packedAnswer, sendPacked, type PackedAnswer } from './compression';

const LIST = Array.from({ length: 2000 }, (_, i) => ({ _id: String(i), userName: `client ${i}`, agent: 'agent one' }));
const SHEET = Buffer.alloc(4096, 7);

describe('compressed answers', () => {
  let t: TestApp;
  let kept: PackedAnswer | undefined;
  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        app.get('/api/test/list', async () => ({ data: LIST }));
        app.get('/api/test/tiny', async () => ({ ok: true }));
        app.get('/api/test/kept', async (request, reply) => {
          kept ??= packedAnswer(reply.serialize({ data: LIST }));
          return sendPacked(request, reply, kept);
        });
        app.get('/api/test/kept-tiny', async (request, reply) =>
          sendPacked(request, reply, packedAnswer('{"ok":true}')),
        );
        app.get('/api/test/sheet', async (_request, reply) =>
          reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(SHEET),
        );
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a JSON list as brotli or gzip to a browser that accepts it, and plain otherwise', async () => {
    const br = await get('/api/test/list', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ data: LIST }).length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ data: LIST });

    const gzip = await get('/api/test/list', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ data: LIST });

    const plain = await get('/api/test/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: LIST });
  });

  it('leaves small answers and already-compressed files (spreadsheets) as they are', async () => {
    expect((await get('/api/test/tiny', 'br')).headers['content-encoding']).toBeUndefined();
    const sheet = await get('/api/test/sheet', 'br');
    expect(sheet.headers['content-encoding']).toBeUndefined();
    expect(sheet.rawPayload).toEqual(SHEET);
  });

  it('sends a kept answer as the plugin would, packing each encoding once for everyone who asks', async () => {
    const plainly = await get('/api/test/list', 'br');
    const first = await get('/api/test/kept', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe(plainly.headers['content-type']);
    expect(first.headers.vary).toBe('accept-encoding');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual({ data: LIST });
    const packedBrotli = await kept!.packed.get('br');
    expect((await get('/api/test/kept', 'br')).rawPayload).toEqual(first.rawPayload);
    // Packed once: the second answer is the same bytes kept, not packed again.
    expect(await kept!.packed.get('br')).toBe(packedBrotli);
    expect(kept!.packed.has('gzip')).toBe(false);

    const gzip = await get('/api/test/kept', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ data: LIST });
    const plain = await get('/api/test/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: LIST });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/test/kept',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ data: LIST });
    expect((await get('/api/test/kept-tiny', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('chooses brotli, then gzip, among the encodings a request accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
