import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { area as forexArea } from 'remote-forex/area';
import { findFreePort } from 'api/testing';
import { baseUrl, launchBrowser, newPage, pageTitle } from './support/browser';
import { ADMIN } from './support/server';

// The dev server compiles the remote first: generous on a busy machine (no timing is asserted).
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..');
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

let browser: Browser;
let devServer: ChildProcess;
let devUrl: string;

/** `npm run dev -w remote-forex` on a free port, its /api proxied to this run's product server. */
async function startDevServer(): Promise<void> {
  const port = await findFreePort();
  devServer = spawn(
    path.join(ROOT, 'node_modules/.bin/rspack'),
    ['serve', '--config-loader', 'jiti', '--mode', 'development', '--port', String(port)],
    {
      cwd: path.join(ROOT, 'remote-forex'),
      env: { ...process.env, API_URL: baseUrl(), NODE_ENV: 'development' },
      stdio: 'ignore',
    },
  );
  devUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (devServer.exitCode !== null) throw new Error(`the dev server exited with ${devServer.exitCode}`);
    const ready = await fetch(`${devUrl}/main.js`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the dev server did not answer within 150 s');
}

beforeAll(async () => {
  browser = await launchBrowser();
  await startDevServer();
});
afterAll(async () => {
  devServer?.kill('SIGTERM');
  await browser?.close();
});

describe('a remote run on its own (npm run dev)', () => {
  it("opens a deep link to a record's page on a full load, after the standalone login", async () => {
    const { context, page } = await newPage(browser, devUrl);
    const login = await page.request.post('/api/admin/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post(`/api${forexArea.whitelabel.apiBase}/create`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        [forexArea.whitelabel.userField]: 'standalone-brand',
        whatsapp_group: 'standalone VIP',
        hexacode: '#224466',
        url: 'https://standalone.example.com',
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { _id: string } };

    await page.goto(`${forexArea.whitelabel.detailRoute}/${data._id}`);
    await page.getByRole('heading', { name: 'Forex (standalone)' }).waitFor();
    await page.getByLabel('Username or Email').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await pageTitle(page, forexArea.whitelabel.detailTitle).waitFor();
    await page.getByText('standalone VIP').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${forexArea.whitelabel.detailRoute}/${data._id}`);
    await context.close();
  });

  it('swaps an edited component in place (fast refresh), keeping what the person typed', async () => {
    const { context, page } = await newPage(browser, devUrl);
    const file = path.join(ROOT, 'shared-kit/src/standalone/StandaloneHost.tsx');
    const original = readFileSync(file, 'utf8');
    // A change of style only: other suites may read this file meanwhile, and none asserts its width.
    const width = "maxWidth: '20rem'";
    expect(original).toContain(width);
    const form = page.locator('form');
    const maxWidth = () => form.evaluate((element) => getComputedStyle(element).maxWidth);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Forex (standalone)' }).waitFor();
      await page.getByLabel('Username or Email').fill('typed before the edit');
      expect(await maxWidth()).toBe('320px');
      // A full reload (what the dev server did before fast refresh) would lose both of these.
      await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));

      writeFileSync(file, original.replace(width, "maxWidth: '21rem'"));
      // While the module is swapped the form may be gone for a moment: wait for it back, with the new width.
      await page.waitForFunction(() => {
        const swapped = document.querySelector('form');
        return swapped !== null && getComputedStyle(swapped).maxWidth === '336px';
      });
      expect(await page.getByLabel('Username or Email').inputValue()).toBe('typed before the edit');
      expect(await page.evaluate(() => (window as { beforeTheEdit?: boolean }).beforeTheEdit)).toBe(true);
    } finally {
      writeFileSync(file, original);
      await context.close();
    }
  });
});
