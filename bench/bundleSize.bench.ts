import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { ADMIN, startServer, stopServer } from '../e2e/support/server';
import { report } from './report';

/** gzip bytes of every script the page fetched while `during` ran (computed here: the size on a gzip-serving CDN). */
async function scriptBytes(page: Page, during: () => Promise<void>): Promise<number> {
  const pending: Promise<number>[] = [];
  let lastResponse = Date.now();
  const onResponse = (response: import('playwright-core').Response) => {
    lastResponse = Date.now();
    if (response.request().resourceType() === 'script')
      pending.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  };
  page.on('response', onResponse);
  await during();
  // A single-page app never reaches "networkidle" again after its first load: wait for a quiet second.
  while (Date.now() - lastResponse < 1000) await page.waitForTimeout(200);
  page.off('response', onResponse);
  return (await Promise.all(pending)).reduce((a, b) => a + b, 0);
}

export default async function bundleSize() {
  // @ts-expect-error plain ESM helper shared with npm start
  const { snapshotBuiltApps } = await import('../scripts/apps.mjs');
  const { child, ...server } = await startServer({ APPS_DIR: snapshotBuiltApps() });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    const login = await scriptBytes(page, async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'LOG IN' }).waitFor();
    });
    report('JS to show the login page (gzip)', login / 1024, 'KB', { max: 120 });
    await page.getByLabel('Username or Email').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    const dashboard = await scriptBytes(page, async () => {
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('navigation').waitFor();
    });
    report('extra JS after login, up to the dashboard (gzip)', dashboard / 1024, 'KB');
    const whitelabel = await scriptBytes(page, async () => {
      await page.getByRole('link', { name: 'Whitelabel', exact: true }).first().click();
      await page.waitForURL('**/whitelabel');
      await page.getByRole('heading').first().waitFor();
    });
    report('extra JS on first visit of /whitelabel (gzip)', whitelabel / 1024, 'KB');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
  }
}
