import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { area as turboArea } from 'remote-turbo/area';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { runServer } from './support/runServer';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';

// The embedded PostgreSQL killed as the kernel's out-of-memory killer would, under a person's session.
// This suite runs its own server: the shared one must not lose its database under other suites.
const BANNER = 'The console cannot reach its database; it is retrying.';
const note = turboArea.note;

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  // The first restart 3 s after the crash, so the gap is long enough to be seen for certain.
  const { child, ...running } = await startServer({ APPS_DIR: runServer().appsDir, PG_RESTART_FIRST_DELAY_MS: '3000' });
  child.unref();
  server = running;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.pid, server.dataDir);
});

/** The postmaster of this suite's own DATA_DIR, and only that: its pid file, checked against /proc. */
function ourPostmaster(dataDir: string): number {
  const cluster = path.join(dataDir, 'pg');
  const pid = Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!cmdline.split('\0').includes(cluster)) throw new Error(`pid ${pid} is not the postgres of ${cluster}`);
  return pid;
}

it('PostgreSQL killed mid-session: the banner shows, the page works again, the saved note is there', async () => {
  const { context, page } = await newPage(browser!, server!.url);
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto(note.route);
  await pageTitle(page, note.title).waitFor();

  await page.getByRole('button', { name: note.addLabel }).click();
  const form = page.getByRole('dialog', { name: note.addLabel });
  await form.getByLabel('User').fill('survives-a-crash');
  await form.getByLabel('Note', { exact: false }).last().fill('acknowledged before PostgreSQL died');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('status').filter({ hasText: note.messages.created }).waitFor();

  process.kill(ourPostmaster(server!.dataDir), 'SIGKILL');

  // The next page's reads answer 503: the banner says so while the client retries them by itself.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
  const banner = page.getByText(BANNER);
  await banner.waitFor({ timeout: 15_000 });
  await banner.waitFor({ state: 'hidden', timeout: 30_000 });

  // Still signed in, and what was acknowledged before the crash is there.
  await page.goto(note.route);
  await page.getByRole('row').filter({ hasText: 'survives-a-crash' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(note.route);
  expect(await banner.count()).toBe(0);
  await context.close();
}, 120_000);
