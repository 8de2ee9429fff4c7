import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { launchBrowser, newPage, openFromSidebar } from './support/browser';
import { submitLogin } from './support/logIn';
import { runServer } from './support/runServer';
import { adminToken, apiCall, deployEverywhere } from './support/sectionCalls';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';
import { buildRemote, copyRepository, edit, serveFolder, stopServing } from './support/teamBuild';

/**
 * Issue 11's proof that each section ships alone. A Forex team changes the area kit's page code (a
 * marker text), builds remote-forex alone from its copy of the repository, and serves the build from
 * an origin of its own with CORS; the team registers it and gives it everyone (issue 22: the versions
 * live in the database), the shell is not rebuilt. Turbo, built from the unchanged code, must run its own code and nothing of Forex's.
 */

// Two production builds of a remote run first: generous on a busy machine (no timing is asserted).
jest.setTimeout(600_000);

const MARKER = 'Forex team build: area kit change 4711';

let browser: Browser;
let copy: string;
let product: RunningServer & { appsDir: string };
let forexHost: { origin: string; server: Server };
let newerTurboHost: { origin: string; server: Server };

let admin: string;

beforeAll(async () => {
  copy = copyRepository();
  edit(path.join(copy, 'area-kit/src/catalogue/CatalogueFrame.tsx'), (text) =>
    text.replace('    <section>\n', `    <section>\n      <p>${MARKER}</p>\n`),
  );
  forexHost = await serveFolder(buildRemote(copy, 'remote-forex'));

  // The same copy, a platform release later: a Turbo build that needs platform 2.1.0.
  edit(path.join(copy, 'platform/package.json'), (text) => text.replace('"version": "2.0.0"', '"version": "2.1.0"'));
  edit(path.join(copy, 'remote-turbo/package.json'), (text) =>
    text.replace('"@console/platform": "^2.0.0"', '"@console/platform": "^2.1.0"'),
  );
  newerTurboHost = await serveFolder(buildRemote(copy, 'remote-turbo'));

  // The product as this run built it, on a database of its own whose section versions the tests change.
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
  cpSync(runServer().appsDir, appsDir, { recursive: true });
  const { child, ...server } = await startServer({ APPS_DIR: appsDir });
  child.unref();
  product = { ...server, appsDir };
  admin = await adminToken(product.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (product) {
    await stopServer(product.pid, product.dataDir);
    rmSync(product.appsDir, { recursive: true, force: true });
  }
  for (const host of [forexHost, newerTurboHost]) if (host?.server.listening) await stopServing(host.server);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Every request the page makes to `origin`, as they happen. */
function requestsTo(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Turbo's pages one after another by the sidebar, each its own and none of them in trouble. */
async function walkTurbo(page: Page) {
  for (const [label, title] of [
    ['Whitelabel', turboArea.whitelabel.title],
    ['Sport', turboArea.sport.title],
    ['Proof', turboArea.proof.title],
    ['Report', turboArea.report.title],
    ['Note', turboArea.note.title],
  ]) {
    await openFromSidebar(page, 'Turbo', label, title);
    expect(await page.getByText(MARKER).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'section' }).count()).toBe(0);
  }
}

async function logIn(page: Page) {
  await submitLogin(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  // Both areas' groups: their route manifests have arrived.
  await page.getByRole('navigation').getByRole('region', { name: 'Forex' }).waitFor();
  await page.getByRole('navigation').getByRole('region', { name: 'Turbo' }).waitFor();
}

describe('a section deployed on its own, from another origin, with no shell rebuild', () => {
  beforeAll(() => deployEverywhere(product.url, admin, 'forex', 'forex-team', `${forexHost.origin}/mf-manifest.json`));

  it('Forex opened first: Forex runs its change, Turbo its own code, fetching nothing from the Forex origin', async () => {
    const { context, page } = await newPage(browser, product.url);
    const forexRequests = requestsTo(page, forexHost.origin);
    await logIn(page);
    await openFromSidebar(page, 'Forex', 'Whitelabel', forexArea.whitelabel.title);
    await page.getByText(MARKER).waitFor();
    const afterForex = forexRequests.length;
    await walkTurbo(page);
    expect(forexRequests.slice(afterForex)).toEqual([]);
    await context.close();
  });

  it('Turbo opened first: Turbo asks the Forex origin for nothing, then Forex still runs its own change', async () => {
    const { context, page } = await newPage(browser, product.url);
    const forexRequests = requestsTo(page, forexHost.origin);
    await logIn(page);
    // The shell has read Forex's route manifest for the sidebar, and nothing else of Forex.
    expect(forexRequests).toEqual(['/routes.json']);
    await walkTurbo(page);
    expect(forexRequests).toEqual(['/routes.json']);
    await openFromSidebar(page, 'Forex', 'Whitelabel', forexArea.whitelabel.title);
    await page.getByText(MARKER).waitFor();
    await context.close();
  });

  it('Forex origin down after Forex was opened: Turbo keeps working, Forex says it could not be loaded', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page);
    await openFromSidebar(page, 'Forex', 'Whitelabel', forexArea.whitelabel.title);
    await page.getByText(MARKER).waitFor();
    await stopServing(forexHost.server);
    await walkTurbo(page);
    await page
      .getByRole('navigation')
      .getByRole('region', { name: 'Forex' })
      .getByRole('link', { name: 'Report' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The Forex section could not be loaded' })
      .waitFor({ timeout: 20_000 });
    await openFromSidebar(page, 'Turbo', 'Report', turboArea.report.title);
    await context.close();
  });
});

describe('a section built for a newer platform than the console provides', () => {
  it('is refused when the team registers it, with the versions named, and Turbo keeps running its own', async () => {
    const refused = await apiCall(product.url, admin, 'POST', '/api/sections/turbo/versions', {
      id: 'newer-platform',
      manifestUrl: `${newerTurboHost.origin}/mf-manifest.json`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Version newer-platform is refused: the build needs @console/platform ^2.1.0; this console provides 2.0.0',
    );
    // Forex's team host was stopped above: Forex goes back to the console's own build.
    await apiCall(product.url, admin, 'PUT', '/api/sections/forex/rollout', { shares: { initial: 100 } });
    const { context, page } = await newPage(browser, product.url);
    await logIn(page);
    await openFromSidebar(page, 'Turbo', 'Whitelabel', turboArea.whitelabel.title);
    expect(await page.getByRole('alert').filter({ hasText: 'section' }).count()).toBe(0);
    await context.close();
  });

  it("is refused by the team's deploy check before it goes out, with the versions named", async () => {
    const check = (remote: string) =>
      promisify(execFile)(process.execPath, [path.join(copy, 'scripts/checkPlatform.mjs'), remote], {
        env: { ...process.env, CONSOLE_URL: product.url },
      });
    await expect(check('remote-forex')).resolves.toMatchObject({ stdout: expect.stringContaining('provides 2.0.0') });
    await expect(check('remote-turbo')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `remote-turbo is built for @console/platform ^2.1.0, but the console at ${product.url} provides 2.0.0`,
      ),
    });
  });
});
