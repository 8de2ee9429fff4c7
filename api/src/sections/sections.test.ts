import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bucketOf } from '@console/contract/sections';
import { SECTION_REPORTS_MAX } from '../auth/rateLimits';
import { eq } from 'drizzle-orm';
import { sectionKeyUses, users } from '../db/schema';
import { allAudit } from '../../testing/audit';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

jest.setTimeout(120_000);

/** A team's static host: each path answers the manifest set for it. */
const manifests = new Map<string, object>();
let host: Server;
let origin: string;

const manifestOf = (name: string, platform: string) => ({
  name,
  shared: [
    { name: 'react', requiredVersion: '^19.0.0' },
    { name: '@console/platform', requiredVersion: platform },
  ],
});

let appsDir: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  host = createServer((request, response) => {
    const body = manifests.get(request.url!);
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

  appsDir = mkdtempSync(path.join(os.tmpdir(), 'sections-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell/dist/platform.json'), JSON.stringify({ platform: '1.0.0' }));
  writeFileSync(
    path.join(appsDir, 'shell/dist/remotes.json'),
    JSON.stringify({
      turbo: '/remotes/turbo/mf-manifest.json',
      forex: '/remotes/forex/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    }),
  );
  t = await createTestApp({ config: { appsDir } });
  admin = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
  rmSync(appsDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload ? { payload } : {}) });

const newKey = async (section: string) => {
  const created = await call('POST', `/api/sections/${section}/keys`, admin);
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string; key: string }>();
};

const sharesOf = async (section: string) => (await call('GET', `/api/sections/${section}`, admin)).json().shares;

describe('versions of a section', () => {
  it('start, on a fresh console, from remotes.json: its URL is each section’s first version at 100 %', async () => {
    const answer = (await call('GET', '/api/sections/forex', admin)).json();
    expect(answer.versions).toMatchObject([
      { id: 'initial', manifestUrl: '/remotes/forex/mf-manifest.json', share: 100, registeredBy: 'remotes.json' },
    ]);
    expect(await sharesOf('turbo')).toEqual({ initial: 100 });
  });

  it('are registered with the section’s key at 0 %, after the manifest and its platform range are checked', async () => {
    const { key } = await newKey('forex');
    manifests.set('/forex-2/mf-manifest.json', manifestOf('forex', '^1.0.0'));
    const registered = await call('POST', '/api/sections/forex/versions', key, {
      id: '2026-11-25.1',
      manifestUrl: `${origin}/forex-2/mf-manifest.json`,
    });
    expect(registered.statusCode).toBe(201);
    const answer = (await call('GET', '/api/sections/forex', key)).json();
    expect(answer.shares).toEqual({ initial: 100, '2026-11-25.1': 0 });
    expect(answer.versions[1]).toMatchObject({ registeredBy: expect.stringMatching(/^key:/), people: 0 });

    expect((await call('POST', '/api/sections/forex/versions', key, {
      id: '2026-11-25.1',
      manifestUrl: `${origin}/forex-2/mf-manifest.json`,
    })).statusCode).toBe(409); // prettier-ignore
  });

  it('are refused with the reason when the console cannot run them', async () => {
    const register = (id: string, manifestUrl: string) =>
      call('POST', '/api/sections/forex/versions', admin, { id, manifestUrl });
    manifests.set('/newer/mf-manifest.json', manifestOf('forex', '^1.1.0'));
    manifests.set('/turbo-build/mf-manifest.json', manifestOf('turbo', '^1.0.0'));
    const newer = await register('newer', `${origin}/newer/mf-manifest.json`);
    expect(newer.statusCode).toBe(422);
    expect(newer.json().message).toBe(
      'Version newer is refused: the build needs @console/platform ^1.1.0; this console provides 1.0.0',
    );
    expect((await register('gone', `${origin}/gone/mf-manifest.json`)).json().message).toMatch(/answered 404/);
    expect((await register('other', `${origin}/turbo-build/mf-manifest.json`)).json().message).toMatch(
      /build of "turbo", not of forex/,
    );
    expect((await register('relative', '/remotes/forex/mf-manifest.json')).statusCode).toBe(400);
    expect((await register('bad id!', `${origin}/forex-2/mf-manifest.json`)).statusCode).toBe(400);
    expect(Object.keys(await sharesOf('forex'))).toEqual(['initial', '2026-11-25.1']);
  });

  it('come only from the section’s allowed origins once an admin sets them', async () => {
    const set = await call('PUT', '/api/sections/turbo/origins', admin, { origins: ['https://cdn.example.com'] });
    expect(set.statusCode).toBe(200);
    manifests.set('/turbo-2/mf-manifest.json', manifestOf('turbo', '^1.0.0'));
    const refused = await call('POST', '/api/sections/turbo/versions', admin, {
      id: 'v2',
      manifestUrl: `${origin}/turbo-2/mf-manifest.json`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`${origin} is not an allowed origin of the turbo section`);
    expect((await call('PUT', '/api/sections/turbo/origins', admin, { origins: ['not an origin'] })).statusCode).toBe(
      400,
    );
    await call('PUT', '/api/sections/turbo/origins', admin, { origins: [] });
  });
});

describe('a rollout', () => {
  it('sets every share at once, and refuses shares that are not whole percents summing to 100, changing nothing', async () => {
    const { key } = await newKey('forex');
    const rollout = (shares: object) => call('PUT', '/api/sections/forex/rollout', key, { shares });
    for (const shares of [{ initial: 90, '2026-11-25.1': 20 }, { initial: 99.5, '2026-11-25.1': 0.5 }, { nope: 100 }])
      expect((await rollout(shares)).statusCode).toBe(400);
    expect(await sharesOf('forex')).toEqual({ initial: 100, '2026-11-25.1': 0 });
    const done = await rollout({ initial: 50, '2026-11-25.1': 50 });
    expect(done.statusCode).toBe(200);
    expect(await sharesOf('forex')).toEqual({ initial: 50, '2026-11-25.1': 50 });
  });

  it('splits people by their bucket, the same on every call, and a rollback puts everyone on the old version', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { user, password } = await t.createUser();
        return { id: user._id, token: await t.loginAs(user.username, password) };
      }),
    );
    const versionOf = async (token: string) =>
      (await call('GET', '/api/sections/assignment', token)).json().sections.forex;
    for (const person of people) {
      const expected = bucketOf(person.id, 'forex') < 50 ? 'initial' : '2026-11-25.1';
      const first = await versionOf(person.token);
      expect(first).toMatchObject({ id: expected, main: { id: 'initial' }, override: false });
      expect((await versionOf(person.token)).id).toBe(expected);
    }
    const figures = (await call('GET', '/api/sections/forex', admin)).json();
    const onNew = people.filter((person) => bucketOf(person.id, 'forex') >= 50).length;
    expect(figures.versions[1].people).toBe(onNew + (bucketOf((await me()).id, 'forex') >= 50 ? 1 : 0));

    await call('PUT', '/api/sections/forex/rollout', admin, { shares: { initial: 100 } });
    for (const person of people) expect((await versionOf(person.token)).id).toBe('initial');
  });

  it('shows anybody not signed in only the main versions, to know the console’s pages', async () => {
    await call('PUT', '/api/sections/forex/rollout', admin, { shares: { initial: 40, '2026-11-25.1': 60 } });
    const answer = (await call('GET', '/api/sections/main')).json();
    expect(answer.sections.forex).toMatchObject({ id: '2026-11-25.1', main: { id: '2026-11-25.1' } });
    expect(answer.sections.turbo.id).toBe('initial');
    await call('PUT', '/api/sections/forex/rollout', admin, { shares: { initial: 100 } });
  });

  it('lets an admin use a version for themselves only, until they clear it', async () => {
    const chosen = await call('PUT', '/api/sections/forex/override', admin, { versionId: '2026-11-25.1' });
    expect(chosen.statusCode).toBe(200);
    const mine = (await call('GET', '/api/sections/assignment', admin)).json().sections.forex;
    expect(mine).toMatchObject({ id: '2026-11-25.1', override: true, main: { id: 'initial' } });
    const { user, password } = await t.createUser();
    const theirs = (await call('GET', '/api/sections/assignment', await t.loginAs(user.username, password))).json();
    expect(theirs.sections.forex.id).toBe('initial');
    await call('PUT', '/api/sections/forex/override', admin, { versionId: null });
    expect((await call('GET', '/api/sections/assignment', admin)).json().sections.forex.override).toBe(false);
  });
});

async function me() {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, TEST_ADMIN.username));
  return row;
}

describe('a deploy key', () => {
  it('is good for its own section’s deploy calls only, and every use is recorded', async () => {
    const forex = await newKey('forex');
    const turbo = await newKey('turbo');
    expect((await call('GET', '/api/sections/turbo', forex.key)).statusCode).toBe(403);
    expect((await call('PUT', '/api/sections/turbo/rollout', forex.key, { shares: { initial: 100 } })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/sections/forex/rollout', turbo.key, { shares: { initial: 100 } })).statusCode).toBe(
      403,
    );
    for (const [method, url] of [
      ['GET', '/api/admin/all'],
      ['GET', '/api/sections/assignment'],
      ['POST', '/api/sections/forex/keys'],
      ['GET', '/api/admin/me'],
    ] as const)
      expect((await call(method, url, forex.key)).statusCode).toBe(403);
    expect((await call('GET', '/api/sections/forex', forex.key)).statusCode).toBe(200);

    const uses = await t.db.select().from(sectionKeyUses);
    expect(uses.filter((use) => use.keyId === forex.id).map((use) => `${use.call} ${use.status}`)).toEqual(
      expect.arrayContaining(['GET /api/sections/turbo 403', 'GET /api/admin/all 403', 'GET /api/sections/forex 200']),
    );
    const listed = (await call('GET', '/api/sections/forex/keys', admin)).json().keys;
    expect(listed.find((key: { id: string }) => key.id === forex.id).lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toContain(forex.key);
  });

  it('stops working once revoked, and only its section’s admin page revokes it', async () => {
    const { id, key } = await newKey('forex');
    expect((await call('DELETE', `/api/sections/turbo/keys/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sections/forex/keys/${id}`, admin)).statusCode).toBe(200);
    const refused = await call('GET', '/api/sections/forex', key);
    expect(refused.statusCode).toBe(401);
    expect(
      (await call('GET', '/api/sections/forex/keys', admin)).json().keys.map((k: { id: string }) => k.id),
    ).not.toContain(id);
  });

  it('leaves its creation, each use, the rollouts and its revocation in the audit trail, never the key', async () => {
    const { id, key } = await newKey('admin');
    expect((await call('PUT', '/api/sections/admin/rollout', key, { shares: { initial: 100 } })).statusCode).toBe(200);
    expect((await call('GET', '/api/sections/turbo', key)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sections/admin/keys/${id}`, admin)).statusCode).toBe(200);

    const entries = (await allAudit(t.db)).filter((entry) => entry.resource === 'section');
    const about = (action: string) => entries.filter((entry) => entry.action === action);
    expect(about('key-create').map((entry) => [entry.recordId, entry.actorUsername])).toContainEqual([
      id,
      TEST_ADMIN.username,
    ]);
    expect(
      about('key-use')
        .filter((entry) => entry.recordId === id)
        .map((entry) => entry.detail),
    ).toEqual([
      { section: 'admin', call: 'PUT /api/sections/admin/rollout', status: 200 },
      { section: 'admin', call: 'GET /api/sections/turbo', status: 403 },
    ]);
    const rollout = about('rollout').at(-1)!;
    expect([rollout.actorUsername, rollout.adminOnly, rollout.detail]).toEqual([
      `deploy key ${id}`,
      true,
      { section: 'admin', before: { initial: 100 }, after: { initial: 100 } },
    ]);
    expect(about('key-revoke').map((entry) => entry.recordId)).toContain(id);
    expect(JSON.stringify(entries)).not.toContain(key);
  });

  it('is refused for sections that do not exist and to people who are not admins', async () => {
    expect((await call('GET', '/api/sections/nope', admin)).statusCode).toBe(404);
    const { user, password } = await t.createUser({ role: 'subadmin' });
    const subadmin = await t.loginAs(user.username, password);
    expect((await call('POST', '/api/sections/forex/keys', subadmin)).statusCode).toBe(403);
    expect((await call('GET', '/api/sections/forex', subadmin)).statusCode).toBe(403);
  });
});

describe('what the shells report', () => {
  it('is counted per version and kind, with the latest errors’ name and first line', async () => {
    const reports = [
      { section: 'forex', version: '2026-11-25.1', kind: 'load' },
      { section: 'forex', version: '2026-11-25.1', kind: 'crash', error: { name: 'TypeError', message: 'x is not a function\n  at Page (forex.js:1)' } },
      { section: 'forex', version: '2026-11-25.1', kind: 'failure', error: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed' } },
      { section: 'forex', version: 'initial', kind: 'fallback', error: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed' } },
      { section: 'nowhere', version: 'x', kind: 'load' },
    ]; // prettier-ignore
    const sent = await call('POST', '/api/sections/reports', admin, { reports });
    expect(sent.statusCode).toBe(202);
    const answer = (await call('GET', '/api/sections/forex', admin)).json();
    expect(answer.versions[1].lastHour).toEqual({ load: 1, failure: 1, fallback: 0, crash: 1 });
    expect(answer.versions[1].lastDay).toEqual({ load: 1, failure: 1, fallback: 0, crash: 1 });
    expect(answer.versions[0].lastHour.fallback).toBe(1);
    expect(answer.errors.find((error: { kind: string }) => error.kind === 'crash')).toMatchObject({
      version: '2026-11-25.1',
      kind: 'crash',
      name: 'TypeError',
      message: 'x is not a function',
    });
  });

  it('is refused without a session, past the size limit, and past the per-session rate', async () => {
    const one = { reports: [{ section: 'turbo', version: 'initial', kind: 'load' }] };
    expect((await call('POST', '/api/sections/reports', undefined, one)).statusCode).toBe(401);
    const many = { reports: Array.from({ length: 21 }, () => one.reports[0]) };
    expect((await call('POST', '/api/sections/reports', admin, many)).statusCode).toBe(400);
    const big = { reports: [{ ...one.reports[0], error: { name: 'E', message: 'x'.repeat(20_000) } }] };
    expect((await call('POST', '/api/sections/reports', admin, big)).statusCode).toBe(413);

    const { user, password } = await t.createUser();
    const token = await t.loginAs(user.username, password);
    const statuses: number[] = [];
    for (let n = 0; n <= SECTION_REPORTS_MAX; n += 1)
      statuses.push((await call('POST', '/api/sections/reports', token, one)).statusCode);
    expect(statuses.slice(0, SECTION_REPORTS_MAX).every((status) => status === 202)).toBe(true);
    expect(statuses[SECTION_REPORTS_MAX]).toBe(429);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the origin of every registered version on the next page', async () => {
    const policy = async () => String((await call('GET', '/dashboard')).headers['content-security-policy']);
    expect(await policy()).toContain(origin);
    const other = 'http://127.0.0.2:9';
    expect(await policy()).not.toContain(other);
  });
});
