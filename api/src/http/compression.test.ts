import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../testing/testApp';

const LIST = Array.from({ length: 2000 }, (_, i) => ({ _id: String(i), userName: `client ${i}`, agent: 'agent one' }));
const SHEET = Buffer.alloc(4096, 7);

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        app.get('/api/test/list', async () => ({ data: LIST }));
        app.get('/api/test/tiny', async () => ({ ok: true }));
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
});
