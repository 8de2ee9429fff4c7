import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/logIn';
import { seedDemo } from './support/seedDemo';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';
import { runServer } from './support/runServer';

// The project's testTimeout does not reach tests run through the root's `projects` (a global option).
jest.setTimeout(90_000);

const DEMO_PASSWORD = 'Demo-e2e-Password-1';
const SIZES = { proofs: 90, reports: 120, notes: 30 };

interface Proof {
  date: string;
  proofMaker: string;
  user: string;
  [whitelabel: string]: unknown;
}
interface Report {
  date: string;
  voidStatus: string;
}

let server: RunningServer;
let browser: Browser;
let adminToken: string;

/** The calendar day in Kolkata, as the date inputs hold it. */
const kolkataDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
const today = kolkataDay(new Date());
const firstOfMonth = `${today.slice(0, 8)}01`;
const inMonth = (day: string) => day >= firstOfMonth && day <= today;

async function api<T>(url: string, init: RequestInit = {}, token = adminToken): Promise<T> {
  const response = await fetch(`${server.url}/api/${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}
const list = async <T>(url: string) => (await api<{ data: T[] }>(url)).data;

/** Name -> count, as the dashboard tables should show them. */
function tally(names: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name || 'Unknown'] = (counts[name || 'Unknown'] ?? 0) + 1;
  return counts;
}

/** What the dashboard must show for one area, counted here from the API's own lists. */
async function expected(area: {
  proofs: string;
  reports: string;
  notes: string;
  whitelabels: string;
  prooftypes: string;
  sports: string;
  field: string;
}) {
  const proofs = (await list<Proof>(area.proofs)).filter((proof) => inMonth(proof.date));
  const reports = (await list<Report>(area.reports)).filter((report) => inMonth(report.date));
  const notes = (await list<{ date: string }>(area.notes)).filter((note) => inMonth(note.date));
  const whitelabelOf = (proof: Proof) => (proof[area.field] as Record<string, string>)[area.field];
  const clients = new Set(proofs.map((proof) => `${whitelabelOf(proof)}|${proof.user.toLowerCase()}`));
  return {
    cards: {
      Proofs: String(proofs.length),
      Clients: String(clients.size),
      Reports: String(reports.length),
      Notes: String(notes.length),
      Whitelabels: String((await list(area.whitelabels)).length),
      'Proof Types': String((await list(area.prooftypes)).length),
      Sports: String((await list(area.sports)).length),
    },
    makers: tally(proofs.map((proof) => proof.proofMaker)),
    usersByWhitelabel: tally([...clients].map((client) => client.split('|')[0])),
    voided: reports.filter((report) => report.voidStatus === 'Void').length,
  };
}

const TURBO = {
  proofs: 'client',
  reports: 'report/all',
  notes: 'note',
  whitelabels: 'whitelabel/all',
  prooftypes: 'prooftype',
  sports: 'sports',
  field: 'whitelabel_user',
};
const FOREX = {
  proofs: 'forexProof',
  reports: 'forexReport/all',
  notes: 'forexnote',
  whitelabels: 'forexwhitelabel/all',
  prooftypes: 'forexprooftype',
  sports: 'forexsport',
  field: 'forex_whitelabel_user',
};

/** Every figure of the dates shown has arrived: no card, table or chart is still being counted. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [aria-label$="(loading)"]'));

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const cardValue = (page: Page, title: string) => card(page, title).locator('p').first();

/** The rows of a count table as name -> count. */
async function tableCounts(page: Page, caption: string): Promise<Record<string, number>> {
  const rows = await page.getByRole('table', { name: caption }).locator('tbody tr').all();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const [name, count] = await row.locator('td').allTextContents();
    counts[name] = Number(count.replace(/,/g, ''));
  }
  return counts;
}

/**
 * The drawn area of an SVG, retried for a while: a chart redrawing for a new area or date range swaps
 * its SVG, and one caught between the two has no box yet.
 */
async function laidOutArea(svg: Locator): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const box = await svg.boundingBox({ timeout: 2000 }).catch(() => null);
    const area = box ? box.width * box.height : 0;
    if (area > 10_000 || Date.now() > deadline) return area;
    await svg.page().waitForTimeout(100);
  }
}

/** A chart has drawn when its figure holds a laid-out SVG with its shapes (bars, slices, axes) in it. */
async function expectDrawn(figure: Locator) {
  await figure.locator('svg').waitFor();
  await figure.locator('svg path').first().waitFor({ state: 'attached' });
  expect(await laidOutArea(figure.locator('svg'))).toBeGreaterThan(10_000);
  expect(await figure.locator('svg path').count()).toBeGreaterThan(2);
}

async function expectArea(page: Page, area: typeof TURBO, prefix: 'CBTF' | 'Forex') {
  const want = await expected(area);
  for (const [title, value] of Object.entries(want.cards))
    await expect(cardValue(page, title).textContent()).resolves.toBe(value);
  await expect(card(page, 'Reports').getByText(`${want.voided} Void,`).count()).resolves.toBe(1);
  expect(await tableCounts(page, `${prefix} Proofs by Proof Maker`)).toEqual(want.makers);
  expect(await tableCounts(page, `${prefix} Users Caught by Whitelabel`)).toEqual(want.usersByWhitelabel);
  for (const title of [
    `${prefix} Proofs by Proof Maker`,
    `${prefix} Users Caught by Whitelabel`,
    `${prefix} Reports by Catch By`,
    'Proof Status',
    'Void Status',
  ]) {
    await expectDrawn(page.getByRole('figure', { name: title, exact: true }));
  }
  const voidShare = `${((want.voided / Number(want.cards.Reports)) * 100).toFixed(1)}%`;
  await expect(page.getByRole('figure', { name: 'Void Status' }).locator('svg').textContent()).resolves.toContain(
    `Void${voidShare}`,
  );
  return want;
}

beforeAll(async () => {
  // A product of its own: the seed fills only an empty console, and other suites add records to theirs.
  const { appsDir } = runServer();
  const { child, ...started } = await startServer({ APPS_DIR: appsDir });
  child.unref();
  server = started;
  seedDemo(server, [
    '--proofs',
    String(SIZES.proofs),
    '--reports',
    String(SIZES.reports),
    '--notes',
    String(SIZES.notes),
    '--images',
    '4',
    '--password',
    DEMO_PASSWORD,
  ]);
  adminToken = (
    await api<{ token: string }>(
      'admin/login',
      { method: 'POST', body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) },
      '',
    )
  ).token;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.pid, server.dataDir);
});

describe('dashboard with seeded data', () => {
  it('shows admin the CBTF figures of the month, matching the API, with drawn charts; then Forex', async () => {
    const { page } = await newPage(browser, server.url);
    await logIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('button', { name: 'CBTF' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByLabel('Start Date').inputValue()).resolves.toBe(firstOfMonth);
    await expect(page.getByLabel('End Date').inputValue()).resolves.toBe(today);
    await cardValue(page, 'Proofs').filter({ hasText: /^\d/ }).waitFor();
    await expectArea(page, TURBO, 'CBTF');
    await expect(
      card(page, 'Proofs')
        .getByText(/^Updated as of \d{2} \w{3} \d{4}$/)
        .count(),
    ).resolves.toBe(1);

    // Clearing a date counts every record (the server counts again: wait until nothing is busy).
    await page.getByLabel('Start Date').fill('');
    await settled(page);
    await expect(cardValue(page, 'Proofs').textContent()).resolves.toBe(String(SIZES.proofs));
    await expect(cardValue(page, 'Reports').textContent()).resolves.toBe(String(SIZES.reports));

    await page.getByRole('button', { name: 'Forex' }).click();
    await page.getByLabel('Start Date').fill(firstOfMonth);
    await settled(page);
    await page.getByRole('table', { name: 'Forex Proofs by Proof Maker' }).waitFor();
    await cardValue(page, 'Sports').filter({ hasText: /^\d/ }).waitFor();
    await expectArea(page, FOREX, 'Forex');

    // A card opens its area page.
    await card(page, 'Reports').getByRole('link').click();
    await page.waitForURL('**/forex_report');
  });

  it('gives a Forex-only analyst only the Forex area', async () => {
    const { page } = await newPage(browser, server.url);
    await logIn(page, 'kabir', DEMO_PASSWORD);
    const areaSwitch = page.getByRole('group', { name: 'Area' });
    await areaSwitch.waitFor();
    await expect(areaSwitch.getByRole('button').allTextContents()).resolves.toEqual(['Forex']);
    await page.getByRole('figure', { name: 'Forex Proofs by Proof Maker' }).waitFor();
    await expect(page.getByRole('heading', { name: 'CBTF Proofs by Proof Maker' }).count()).resolves.toBe(0);
  });

  it('tells a person without any listing right that there is nothing to see', async () => {
    await api('admin/create', {
      method: 'POST',
      body: JSON.stringify({
        username: 'nolist',
        email: 'nolist@demo.example',
        password: DEMO_PASSWORD,
        role: 'user',
        section: ['Turbo'],
        permissions: ['proof_create'],
      }),
    });
    const { page } = await newPage(browser, server.url);
    await logIn(page, 'nolist', DEMO_PASSWORD);
    await page.getByText('You do not have permission to view any data on this dashboard.').waitFor();
    await expect(page.getByRole('group', { name: 'Area' }).count()).resolves.toBe(0);
  });
});
