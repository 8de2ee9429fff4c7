import type { Browser, Page } from 'playwright-core';
import { area as turboArea } from 'remote-turbo/area';
import { sampleReport } from '@console/contract/testing';
import { todayInKolkata } from '@console/contract/time';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { runServer } from './support/runServer';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';

/**
 * Issue 24, item 3: logout forgets. Asha (admin) opens Turbo's reports (the whole list reaches the
 * page's worker and is kept in IndexedDB) and notes, then logs out; Ben, a user who may list both,
 * logs in in the same page load after Asha's records were deleted. Nothing of Asha's views may be left:
 * no worker, nothing in IndexedDB or in the session's storage, and not one of her rows on Ben's screens,
 * not even for a moment while his lists are on their way.
 */

// The project's testTimeout does not reach tests run through the root's `projects` (a global option).
jest.setTimeout(120_000);

const ASHA_REPORT = 'logout-asha-punter';
const ASHA_NOTE = 'logout-asha-note-user';
const BEN = { username: 'logout-ben', email: 'logout-ben@example.com', password: 'Ben-e2e-Password-1' };

// A console of its own: its reports and notes must not appear in the shared server's lists.
let own: RunningServer;
let browser: Browser;
let adminToken: string;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${own.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const { child, ...server } = await startServer({ APPS_DIR: runServer().appsDir });
  child.unref();
  own = server;
  browser = await launchBrowser();
  const login = await fetch(`${own.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  await call('POST', '/admin/create', {
    ...BEN,
    role: 'user',
    section: ['Turbo'],
    permissions: [turboArea.report.rights.listing, turboArea.note.rights.listing],
  });
});

afterAll(async () => {
  await browser?.close();
  if (own) await stopServer(own.pid, own.dataDir);
});

/** Asha's report and note, new for each run of the test. */
async function ashasRecords() {
  const { _id, recordAddBy, ...report } = sampleReport({ userName: ASHA_REPORT, date: todayInKolkata() });
  const created = await call<{ data: { _id: string } }>('POST', `${turboArea.report.apiBase}/create`, report);
  const note = await call<{ data: { _id: string } }>('POST', `${turboArea.note.apiBase}${turboArea.note.createPath}`, {
    date: todayInKolkata(),
    origin: 'Mumbai',
    agent: 'agent-north',
    user: ASHA_NOTE,
    whatsappGroup: '',
    note: 'Asha was here',
  });
  return { reportId: created.data._id, noteId: note.data._id };
}

async function logInHere(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/dashboard');
}

async function openTurbo(page: Page, label: string, title: string) {
  await page
    .getByRole('navigation')
    .getByRole('region', { name: 'Turbo' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await pageTitle(page, title).waitFor();
}

/** Whether the page's kept report lists hold a record (read only once the worker has opened them). */
const listKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('console-report-lists');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('lists')) {
            db.close();
            return resolve(false);
          }
          const count = db.transaction('lists').objectStore('lists').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result > 0);
          };
        };
      }),
  );

/** What this origin keeps in the browser: IndexedDB's databases, and both storages' keys. */
const storage = (page: Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name),
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage),
  }));

it('a logout leaves nothing of the last person for the next one in the same page load', async () => {
  const { reportId, noteId } = await ashasRecords();
  const { context, page } = await newPage(browser, own.url);
  await page.goto('/');
  await logInHere(page, ADMIN.username, ADMIN.password);
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { samePageLoad: boolean }).samePageLoad = true));

  await openTurbo(page, 'Report', turboArea.report.title);
  await page.locator('[data-engine="browser"]').waitFor();
  await page.getByRole('cell', { name: ASHA_REPORT, exact: true }).waitFor();
  // The copy is written just after the worker indexes it.
  for (const deadline = Date.now() + 20_000; !(await listKept(page));)
    if (Date.now() > deadline) throw new Error('the report list was never kept in IndexedDB');
  await openTurbo(page, 'Note', turboArea.note.title);
  await page.getByRole('table').getByText(ASHA_NOTE).waitFor();

  const workers = page.workers();
  expect(workers.length).toBeGreaterThan(0);
  const stopped = workers.map((worker) => worker.waitForEvent('close'));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await pageTitle(page, 'Welcome Team').waitFor();

  // No worker holds her list; IndexedDB and the storages hold nothing of hers.
  await Promise.all(stopped);
  expect(page.workers()).toEqual([]);
  let left = await storage(page);
  for (const deadline = Date.now() + 10_000; left.databases.length > 0 && Date.now() < deadline;)
    left = await storage(page);
  expect(left).toEqual({ databases: [], local: ['hardRefreshAcknowledged'], session: [] });

  // Meanwhile her records went: whatever Ben is shown of them can only come from the page's memory.
  await call('DELETE', `${turboArea.report.apiBase}/${reportId}`);
  await call('DELETE', `${turboArea.note.apiBase}/${noteId}`);
  await page.evaluate(
    ([names]) => {
      const seen: string[] = [];
      (window as unknown as { ashaSeen: string[] }).ashaSeen = seen;
      new MutationObserver(() => {
        for (const name of names) if (document.body.textContent?.includes(name)) seen.push(name);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [[ASHA_REPORT, ASHA_NOTE]],
  );

  const ashaSeen = () => page.evaluate(() => (window as unknown as { ashaSeen: string[] }).ashaSeen);
  await logInHere(page, BEN.username, BEN.password);
  for (const [label, resource, ashas] of [
    ['Report', turboArea.report, ASHA_REPORT],
    ['Note', turboArea.note, ASHA_NOTE],
  ] as const) {
    await openTurbo(page, label, resource.title);
    // Ben's (empty) list, or Asha's row if the page still held it: the assertions say which.
    await page.getByText(resource.messages.empty).or(page.getByText(ashas)).first().waitFor();
    expect(await ashaSeen()).toEqual([]);
    expect(await page.getByText(resource.messages.empty).isVisible()).toBe(true);
  }
  expect(await page.evaluate(() => (window as unknown as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
  await context.close();
});
