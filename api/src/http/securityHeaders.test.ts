import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { PNG } from '../../testing/catalogue';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { createUploadStore, IMAGE_FORMATS } from '../uploads';
import { remoteOriginsOf } from './remoteOrigins';
import { addSecurityHeaders } from './securityHeaders';

const appsDir = mkdtempSync(path.join(os.tmpdir(), 'csp-apps-'));
const remotesFile = path.join(appsDir, 'shell/dist/remotes.json');
mkdirSync(path.dirname(remotesFile), { recursive: true });
writeFileSync(path.join(appsDir, 'shell/dist/index.html'), '<!doctype html><title>console</title>');
writeFileSync(
  remotesFile,
  JSON.stringify({
    turbo: '/remotes/turbo/mf-manifest.json',
    forex: 'https://forex.cdn.example/remotes/forex/mf-manifest.json',
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appsDir, trustProxy: true, imageOrigins: ['https://logos.example'] } });
});
afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy of the console', () => {
  it("allows this origin and the remotes' origins, nothing that could post, frame, or run plugins", async () => {
    for (const url of ['/', '/whitelabel', '/api/admin/check-session']) {
      const policy = policyOf((await t.app.inject({ url })).headers['content-security-policy']);
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://forex.cdn.example'],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'", 'https://forex.cdn.example'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://forex.cdn.example', 'https://logos.example'],
        'font-src': ["'self'", 'data:', 'https://forex.cdn.example'],
        'connect-src': ["'self'", 'data:', 'blob:', 'https://forex.cdn.example', 'https://logos.example'],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  it('keeps the sandbox policy of uploaded files', async () => {
    const stored = await createUploadStore(t.config.dataDir).save(['turbo', 'logos'], PNG, IMAGE_FORMATS.png);
    const response = await t.app.inject({ url: `/api/${stored}` });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ url: '/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS only over TLS, and no-store on answers carrying tokens', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().token as string;
    for (const [method, url] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/check-session'],
      ['POST', '/api/admin/update-session'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: t.bearer(token) })).headers['cache-control']).toBe('no-store');
    }
  });
});

describe('addSecurityHeaders', () => {
  it('looks the remotes’ origins up once per answer, for all five directives that name them', async () => {
    const app = Fastify();
    let lookups = 0;
    const sectionOrigins = {
      current: () => ((lookups += 1), ['https://turbo.v2.example']),
      refresh: async () => undefined,
    };
    await addSecurityHeaders(app, { appsDir, imageOrigins: [], sectionOrigins });
    app.get('/api/ping', async () => ({ ok: true }));
    try {
      for (const [url, answers] of [
        ['/api/ping', 1],
        ['/whitelabel', 2],
        ['/api/ping', 3],
      ] as const) {
        const policy = policyOf((await app.inject({ url })).headers['content-security-policy']);
        for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
          expect(policy[directive]).toContain('https://turbo.v2.example');
        expect(lookups).toBe(answers);
      }
    } finally {
      await app.close();
    }
  });
});

describe('remoteOriginsOf', () => {
  it('learns the origins of remotes.json again when the file changes, without a restart', () => {
    const origins = remoteOriginsOf(appsDir);
    expect(origins()).toEqual(['https://forex.cdn.example']);
    writeFileSync(
      remotesFile,
      JSON.stringify({ admin: 'https://admin.cdn.example:8443/mf-manifest.json', bad: 'http://[' }),
    );
    utimesSync(remotesFile, new Date(), new Date(Date.now() + 5_000));
    // The very next request sees the new file: a page loaded right after a deploy allows the new origin.
    expect(origins()).toEqual(['https://admin.cdn.example:8443']);
  });
});
