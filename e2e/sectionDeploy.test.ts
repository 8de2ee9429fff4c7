import { execFile, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { submitLogin } from './support/logIn';
import { runServer } from './support/runServer';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';

/**
 * Issue 11's proof that each section ships alone. A Forex team changes the area kit's page code (a
 * marker text), builds remote-forex alone from its copy of the repository, and serves the build from
 * an origin of its own with CORS; the console is pointed at it through remotes.json, the shell is not
 * rebuilt. Turbo, built from the unchanged code, must run its own code and nothing of Forex's.
 */

// Two production builds of a remote run first: generous on a busy machine (no timing is asserted).
jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '..');
const MARKER = 'Forex team build: area kit change 4711';
const WORKSPACES = ['contract', 'platform', 'shared-kit', 'area-kit', 'remote-forex', 'remote-turbo'];

/**
 * A team's copy of the repository: the sources of the packages a remote compiles in and the remotes,
 * with a node_modules whose workspace links point into the copy (everything else is the checkout's).
 */
function copyRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'console-forex-team-'));
  const sources = (source: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source);
  for (const file of readdirSync(ROOT).filter((name) => /^(rspack\..*\.ts|package\.json|tsconfig\.json)$/.test(name)))
    cpSync(path.join(ROOT, file), path.join(copy, file));
  for (const folder of ['scripts', ...WORKSPACES])
    cpSync(path.join(ROOT, folder), path.join(copy, folder), { recursive: true, filter: sources });
  mkdirSync(path.join(copy, 'node_modules/@console'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '@console' || existsSync(path.join(ROOT, entry, 'package.json'))) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const folder of WORKSPACES) {
    const name = JSON.parse(readFileSync(path.join(copy, folder, 'package.json'), 'utf8')).name as string;
    symlinkSync(path.join(copy, folder), path.join(copy, 'node_modules', name));
  }
  return copy;
}

function edit(file: string, change: (text: string) => string) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change`);
  writeFileSync(file, after);
}

function buildRemote(copy: string, remote: string): string {
  const built = spawnSync(
    path.join(copy, 'node_modules/.bin/rspack'),
    ['build', '--config-loader', 'jiti', '--mode', 'production'],
    {
      cwd: path.join(copy, remote),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`the build of ${remote} failed:\n${built.stdout}\n${built.stderr}`);
  return path.join(copy, remote, 'dist');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static host of a team's own, on another origin, with CORS for the console. */
async function serveFolder(folder: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function stopServing(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let browser: Browser;
let copy: string;
let product: RunningServer & { appsDir: string };
let forexHost: { origin: string; server: Server };
let newerTurboHost: { origin: string; server: Server };

function pointRemotes(remotes: Record<string, string>) {
  writeFileSync(path.join(product.appsDir, 'shell/dist/remotes.json'), JSON.stringify(remotes));
}

const ownRemotes = {
  turbo: '/remotes/turbo/mf-manifest.json',
  forex: '/remotes/forex/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

beforeAll(async () => {
  copy = copyRepository();
  edit(path.join(copy, 'area-kit/src/catalogue/CatalogueFrame.tsx'), (text) =>
    text.replace('    <section>\n', `    <section>\n      <p>${MARKER}</p>\n`),
  );
  forexHost = await serveFolder(buildRemote(copy, 'remote-forex'));

  // The same copy, a platform release later: a Turbo build that needs platform 1.1.0.
  edit(path.join(copy, 'platform/package.json'), (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'));
  edit(path.join(copy, 'remote-turbo/package.json'), (text) =>
    text.replace('"@console/platform": "^1.0.0"', '"@console/platform": "^1.1.0"'),
  );
  newerTurboHost = await serveFolder(buildRemote(copy, 'remote-turbo'));

  // The product as this run built it, in a folder of its own whose remotes.json the tests rewrite.
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
  cpSync(runServer().appsDir, appsDir, { recursive: true });
  const { child, ...server } = await startServer({ APPS_DIR: appsDir });
  child.unref();
  product = { ...server, appsDir };
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

async function openFromSidebar(page: Page, group: string, label: string, title: string) {
  await page
    .getByRole('navigation')
    .getByRole('region', { name: group })
    .getByRole('link', { name: label, exact: true })
    .click();
  await pageTitle(page, title).waitFor();
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
  beforeAll(() => pointRemotes({ ...ownRemotes, forex: `${forexHost.origin}/mf-manifest.json` }));

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
  beforeAll(() => pointRemotes({ ...ownRemotes, turbo: `${newerTurboHost.origin}/mf-manifest.json` }));

  it('says Turbo needs a newer console, with no Retry, while Forex and the dashboard work', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page);
    await pageTitle(page, 'Dashboard').waitFor();
    await page
      .getByRole('navigation')
      .getByRole('region', { name: 'Turbo' })
      .getByRole('link', { name: 'Whitelabel', exact: true })
      .click();
    const card = page.getByRole('alert').filter({ hasText: 'The Turbo section needs a newer console' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button').count()).toBe(0);
    await openFromSidebar(page, 'Forex', 'Note', forexArea.note.title);
    await openFromSidebar(page, 'Forex', 'Whitelabel', forexArea.whitelabel.title);
    await context.close();
  });

  it("is refused by the team's deploy check before it goes out, with the versions named", async () => {
    const check = (remote: string) =>
      promisify(execFile)(process.execPath, [path.join(copy, 'scripts/checkPlatform.mjs'), remote], {
        env: { ...process.env, CONSOLE_URL: product.url },
      });
    await expect(check('remote-forex')).resolves.toMatchObject({ stdout: expect.stringContaining('provides 1.0.0') });
    await expect(check('remote-turbo')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `remote-turbo is built for @console/platform ^1.1.0, but the console at ${product.url} provides 1.0.0`,
      ),
    });
  });
});
