import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, ADMIN, startServer, stopServer } from 'e2e/support';
import { report } from './report';

interface ScriptBytes {
  /** gzip -9 of every script (computed here: the size on any gzip-serving host). */
  gzip: number;
  /** What the API actually sent over the wire for them (its brotli copies). */
  sent: number;
}

/** The scripts the page fetched while `during` ran. */
async function scriptBytes(page: Page, during: () => Promise<void>): Promise<ScriptBytes> {
  const pending: Promise<ScriptBytes>[] = [];
  let lastResponse = Date.now();
  const onResponse = (response: import('playwright-core').Response) => {
    lastResponse = Date.now();
    if (response.request().resourceType() === 'script')
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => {
            const gzip = gzipSync(body, { level: 9 }).length;
            // BUNDLE_FILES=1 lists each script and its size, to see what a figure is made of.
            if (process.env.BUNDLE_FILES) console.log(`  ${(gzip / 1024).toFixed(1)} KB ${response.url()}`);
            return { gzip, sent: sizes.responseBodySize };
          },
          () => ({ gzip: 0, sent: 0 }),
        ),
      );
  };
  page.on('response', onResponse);
  await during();
  // A single-page app never reaches "networkidle" again after its first load: wait for a quiet second.
  while (Date.now() - lastResponse < 1000) await page.waitForTimeout(200);
  page.off('response', onResponse);
  return (await Promise.all(pending)).reduce((a, b) => ({ gzip: a.gzip + b.gzip, sent: a.sent + b.sent }), {
    gzip: 0,
    sent: 0,
  });
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
    report('JS to show the login page (gzip)', login.gzip / 1024, 'KB', { max: 120 });
    report('JS to show the login page, as the API sent it', login.sent / 1024, 'KB');
    await page.getByLabel('Username or Email').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    const dashboard = await scriptBytes(page, async () => {
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('navigation').waitFor();
    });
    report('extra JS after login, up to the dashboard (gzip)', dashboard.gzip / 1024, 'KB');
    const sidebarGroup = (name: string) => page.getByRole('navigation').getByRole('region', { name });
    const whitelabel = await scriptBytes(page, async () => {
      await sidebarGroup('Turbo').getByRole('link', { name: 'Whitelabel', exact: true }).click();
      await page.waitForURL('**/whitelabel');
      await page.getByRole('heading', { level: 1, name: 'Whitelabel Management', exact: true }).waitFor();
    });
    report('extra JS on first visit of /whitelabel (gzip)', whitelabel.gzip / 1024, 'KB', { max: 60 });
    // Each area remote compiles the area kit in: a person who opens both areas loads it twice.
    const forexWhitelabel = await scriptBytes(page, async () => {
      await sidebarGroup('Forex').getByRole('link', { name: 'Whitelabel', exact: true }).click();
      await page.waitForURL('**/forex_whitelabel');
      await page.getByRole('heading', { level: 1, name: 'Forex Whitelabel Management', exact: true }).waitFor();
    });
    report('extra JS on first /forex_whitelabel, after Turbo (gzip)', forexWhitelabel.gzip / 1024, 'KB');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
  }
}
