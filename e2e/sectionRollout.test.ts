import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { bucketOf } from '@console/contract/sections';
import { area as forexArea } from 'remote-forex/area';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { runServer } from './support/runServer';
import { adminToken, apiCall } from './support/sectionCalls';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';
import { buildRemote, copyRepository, edit, serveFolder, stopServing } from './support/teamBuild';

/**
 * Issue 22 in the browser: two builds of remote-forex (markers A and B) on two origins of their own;
 * B registered with Forex's deploy key and rolled out to half the staff. Each build is made once.
 */
jest.setTimeout(900_000);

const ROOT = path.resolve(__dirname, '..');
const MARKER_A = 'Forex build A';
const MARKER_B = 'Forex build B';
const FRAME = 'area-kit/src/catalogue/CatalogueFrame.tsx';
const PASSWORD = 'Rollout-e2e-Password-1';
const RIGHTS = ['listing', 'create', 'update', 'delete', 'preview'].map((right) => `forex_whitelabel_${right}`);

let browser: Browser;
let copy: string;
let product: RunningServer & { appsDir: string };
let hostA: { origin: string; server: Server };
let hostB: { origin: string; server: Server };
let admin: string;
let forexKey: string;
const people: { username: string; id: string; build: 'A' | 'B' }[] = [];

beforeAll(async () => {
  copy = copyRepository();
  const frame = path.join(copy, FRAME);
  edit(frame, (text) => text.replace('    <section>\n', `    <section>\n      <p>${MARKER_A}</p>\n`));
  hostA = await serveFolder(buildRemote(copy, 'remote-forex'));
  // B: another marker, and a page that throws when asked to (a crash in the section's own code).
  edit(frame, (text) =>
    text
      .replace(MARKER_A, MARKER_B)
      .replace(
        '  let body: ReactNode;\n',
        "  if (window.location.search.includes('crash=1')) throw new TypeError('Forex build B crashed on purpose');\n  let body: ReactNode;\n",
      ),
  );
  hostB = await serveFolder(buildRemote(copy, 'remote-forex'));

  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
  cpSync(runServer().appsDir, appsDir, { recursive: true });
  const { child, ...server } = await startServer({ APPS_DIR: appsDir });
  child.unref();
  product = { ...server, appsDir };
  admin = await adminToken(product.url);
  for (let n = 1; n <= 20; n += 1) {
    const username = `rollout${n}`;
    const created = await apiCall(product.url, admin, 'POST', '/api/admin/create', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      role: 'user',
      section: ['Forex'],
      permissions: RIGHTS,
    });
    if (created.status !== 201) throw new Error(`${username} was not created: ${created.body.message}`);
    const id = created.body as { user?: { _id: string }; data?: { _id: string } };
    const userId = id.user?._id ?? id.data?._id;
    if (!userId) throw new Error(`no id for ${username}: ${JSON.stringify(created.body)}`);
    // Versions in registration order: initial (0 %), a (50 %), b (50 %): buckets 0-49 run A.
    people.push({ username, id: userId, build: bucketOf(userId, 'forex') < 50 ? 'A' : 'B' });
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (product) {
    await stopServer(product.pid, product.dataDir);
    rmSync(product.appsDir, { recursive: true, force: true });
  }
  for (const host of [hostA, hostB]) if (host?.server.listening) await stopServing(host.server);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const section = (args: string[], key: string) =>
  promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/section.mjs'), ...args], {
    env: { ...process.env, CONSOLE_URL: product.url, SECTION_KEY: key },
  });

async function openForex(page: Page, query = '') {
  await page.goto(`/forex_whitelabel${query}`);
}

/** Which build the person's Forex page runs, once it shows. */
async function buildShown(page: Page): Promise<'A' | 'B'> {
  await pageTitle(page, forexArea.whitelabel.title).waitFor();
  const a = page.getByText(MARKER_A, { exact: true });
  const b = page.getByText(MARKER_B, { exact: true });
  await a.or(b).waitFor();
  return (await a.count()) > 0 ? 'A' : 'B';
}

/**
 * What an admin sees of a version on the Sections page, looked at again until it shows `expected`:
 * the person's page sends its reports in batches (at most 2 s after the first), and a page closed at
 * once could cut its last batch off before the API counted it (0 crashes, seen in CI).
 */
async function expectOnSectionsPage(version: string, expected: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  let shown = await forexRow(version);
  while (!expected.test(shown) && Date.now() < deadline) shown = await forexRow(version);
  expect(shown).toMatch(expected);
}

async function forexRow(version: string) {
  const { context, page } = await newPage(browser, product.url);
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/sections');
  const table = page.getByRole('table', { name: 'Forex versions, in registration order' });
  await table.waitFor();
  const text = await table
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${version}`) })
    .innerText();
  await context.close();
  return text;
}

describe('a section rolled out to half the staff', () => {
  it('registers B with Forex’s key after A, refuses Turbo’s key on Forex, and splits the shares', async () => {
    const registerA = await apiCall(product.url, admin, 'POST', '/api/sections/forex/versions', {
      id: 'a',
      manifestUrl: `${hostA.origin}/mf-manifest.json`,
    });
    expect(registerA.status).toBe(201);
    await apiCall(product.url, admin, 'PUT', '/api/sections/forex/rollout', { shares: { a: 100 } });

    forexKey = (await apiCall(product.url, admin, 'POST', '/api/sections/forex/keys')).body.key as string;
    const turboKey = (await apiCall(product.url, admin, 'POST', '/api/sections/turbo/keys')).body.key as string;
    const byTurbo = await apiCall(product.url, turboKey, 'POST', '/api/sections/forex/versions', {
      id: 'b',
      manifestUrl: `${hostB.origin}/mf-manifest.json`,
    });
    expect(byTurbo.status).toBe(403);

    await expect(
      section(['register', 'forex', 'b', `${hostB.origin}/mf-manifest.json`], forexKey),
    ).resolves.toMatchObject({
      stdout: expect.stringContaining('Version b of forex is registered at 0 %'),
    });
    await expect(section(['rollout', 'forex', 'a=50', 'b=50'], forexKey)).resolves.toMatchObject({
      stdout: expect.stringContaining('a 50 %, b 50 %'),
    });
    expect(new Set(people.map((person) => person.build))).toEqual(new Set(['A', 'B']));
  });

  it('gives each of twenty people their build, the same after a reload', async () => {
    for (const person of people) {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, person.username, PASSWORD);
      await openForex(page);
      expect(`${person.username}: ${await buildShown(page)}`).toBe(`${person.username}: ${person.build}`);
      await page.reload();
      expect(`${person.username}: ${await buildShown(page)}`).toBe(`${person.username}: ${person.build}`);
      await context.close();
    }
  });

  it('counts a crash in B against B on the Sections page', async () => {
    const onB = people.find((person) => person.build === 'B')!;
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, onB.username, PASSWORD);
    await openForex(page, '?crash=1');
    await page.getByRole('alert').filter({ hasText: 'The Forex section stopped working' }).waitFor();
    // The page stays open while an admin looks (its reports leave in batches, a moment later).
    await expectOnSectionsPage('b', /[1-9]\d* crashes/);
    await context.close();
  });

  it('with B’s origin down, gives its people A without a card, and counts the fallbacks', async () => {
    await stopServing(hostB.server);
    const onB = people.find((person) => person.build === 'B')!;
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, onB.username, PASSWORD);
    await openForex(page);
    expect(await buildShown(page)).toBe('A');
    expect(await page.getByRole('alert').filter({ hasText: 'section' }).count()).toBe(0);
    await expectOnSectionsPage('b', /[1-9]\d* fallbacks/);
    await context.close();
  });

  it('puts everyone on A at their next load after a rollback', async () => {
    await expect(section(['rollback', 'forex', 'a'], forexKey)).resolves.toMatchObject({
      stdout: expect.stringContaining('a 100 %'),
    });
    for (const person of people.filter((p) => p.build === 'B').slice(0, 3)) {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, person.username, PASSWORD);
      await openForex(page);
      expect(await buildShown(page)).toBe('A');
      await page.getByRole('button', { name: 'User menu' }).click();
      const versions = page.getByRole('definition');
      await versions.first().waitFor();
      expect(await versions.allInnerTexts()).toContain('a');
      await context.close();
    }
  });
});
