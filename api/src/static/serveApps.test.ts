import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { cacheControlFor } from './serveApps';

function write(root: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const BIG_SCRIPT = `console.log(${JSON.stringify('shell '.repeat(2000))});`;
/** At brotli's default quality (11), unlike the server's on-the-fly 4: the bytes show which was sent. */
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);

describe('serveApps', () => {
  let t: TestApp;
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-apps-'));
  beforeAll(async () => {
    // A fake build of the shell and one remote; remote-forex and remote-admin are missing on purpose.
    write(appsDir, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(appsDir, 'shell/dist/remotes.json', '{"turbo":"/remotes/turbo/mf-manifest.json"}');
    write(appsDir, 'shell/dist/main.0a1b2c3d.js', 'console.log("shell")');
    write(appsDir, 'shell/dist/big.1a2b3c4d.js', BIG_SCRIPT);
    write(appsDir, 'shell/dist/big.1a2b3c4d.js.br', BIG_SCRIPT_BR);
    write(appsDir, 'shell/dist/.build-stamp', 'secret-ish');
    write(appsDir, 'remote-turbo/dist/remoteEntry.js', 'var turbo;');
    write(appsDir, 'remote-turbo/dist/mf-manifest.json', '{}');
    write(appsDir, 'remote-turbo/dist/routes.9f8e7d6c.js', 'export {}');
    t = await createTestApp({ config: { appsDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the shell at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes.json from the shell, no-cache', async () => {
    const response = await get('/remotes.json');
    expect(response.json()).toEqual({ turbo: '/remotes/turbo/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const response = await get('/main.0a1b2c3d.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/turbo/routes.9f8e7d6c.js')).headers['cache-control']).toMatch(/immutable/);
  });

  it("serves the build's brotli copy of a script to browsers that accept it, cached like the script", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/big.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload).toEqual(BIG_SCRIPT_BR);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await get('/big.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('serves a remote under /remotes/<name>/ with its entry points no-cache', async () => {
    const entry = await get('/remotes/turbo/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var turbo;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/turbo/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a reload on a client route with the shell (history fallback)', async () => {
    for (const url of ['/whitelabel', '/forex_report?x=1', '/whitelabel/123']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it('does not fall back for API paths, remote paths, files or other methods', async () => {
    expect((await get('/api/unknown')).json()).toEqual({ message: 'Not found' });
    expect((await get('/remotes/forex/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/remotes/turbo/missing')).statusCode).toBe(404);
    expect((await get('/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/whitelabel' })).statusCode).toBe(404);
  });

  it('does not serve dotfiles', async () => {
    expect((await get('/.build-stamp')).statusCode).toBe(404);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['bootstrap.js', 'no-cache'],
    ['main.3f2a1b9c.js', 'public, max-age=31536000, immutable'],
    ['main.3f2a1b9c.js.br', 'public, max-age=31536000, immutable'],
    ['main.3f2a1b9c.js.gz', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js.br', 'no-cache'],
    ['a1b2c3d4e5f6a7b8c9d0.png', 'public, max-age=31536000, immutable'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(`/x/${file}`)).toBe(expected);
  });
});
