import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  defaultReportFilters,
  indexReports,
  queryReports,
  type Report,
  type ReportFilters,
  type ReportIndex,
} from '@console/contract/reports';
import { launchBrowser, newPage, ADMIN, startServer, stopServer } from 'e2e/support';
import { browserMemory } from './largeData/browserMemory';
import {
  dashboardDone,
  dashboardSettled,
  dashboardShown,
  firstRow,
  listComplete,
  pagerShows,
  sidebarLink,
  timed,
  TITLES,
  typeMeasured,
} from './largeData/journey';
import { LARGE, seededDataDir } from './largeData/seededConsole';
import { median, report } from './report';

const TYPED = 'raj12';
const SEARCHES = ['amit', 'amit4', 'agentk', 'agentk1', 'sneha77', '', 'void'];
const CBTF_CHARTS = [
  'CBTF Proofs by Proof Maker',
  'CBTF Users Caught by Whitelabel',
  'CBTF Reports by Catch By',
  'Proof Status',
  'Void Status',
];

/** How many reports the page must show for these filters: the spec's own filtering, run here. */
const expectedCount = (index: ReportIndex, filters: ReportFilters) =>
  queryReports(index, filters, { key: 'date', direction: 'desc' }).matches.length;

async function reportIndex(url: string, token: string): Promise<ReportIndex> {
  const response = await fetch(`${url}/api/report/all`, { headers: { authorization: `Bearer ${token}` } });
  return indexReports(((await response.json()) as { data: Report[] }).data);
}

async function logInMeasured(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username or Email').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  const shown = await timed(
    () => page.getByRole('button', { name: 'LOG IN' }).click(),
    () => dashboardShown(page, CBTF_CHARTS[0]),
  );
  report('/dashboard after login: cards and first chart', shown, 'ms', { max: 1500 });
  await dashboardDone(page, CBTF_CHARTS);
  const start = page.getByLabel('Start Date');
  const original = await start.inputValue();
  const changes: number[] = [];
  for (const day of ['2026-01-01', original, '']) {
    changes.push(
      await timed(
        () => start.fill(day),
        () => dashboardSettled(page),
      ),
    );
  }
  report('/dashboard date change: cards, tables and charts answer, median', median(changes), 'ms');
}

/** Opens a list from the sidebar and answers how long its first page of rows took. */
async function openList(page: Page, path: string, title: string): Promise<number> {
  return timed(
    () => sidebarLink(page, path).click(),
    () => firstRow(page, title).waitFor({ timeout: 120_000 }),
  );
}

/** A report list from the sidebar: its first page of rows, and when its counts and totals are the browser's own. */
async function openReports(page: Page, path: string, title: string, total: number) {
  const start = performance.now();
  const first = await openList(page, path, title);
  await listComplete(page, title);
  await pagerShows(page, total);
  return { first, complete: performance.now() - start };
}

async function journey(browser: Browser, url: string) {
  const { page } = await newPage(browser, url);
  await logInMeasured(page);
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const index = await reportIndex(url, token);
  const defaults = defaultReportFilters();
  const defaultCount = expectedCount(index, defaults);

  const opened = await openReports(page, '/reports', TITLES.reports, defaultCount);
  report(`/reports (${LARGE.reports} reports): first page of rows after the click`, opened.first, 'ms', { max: 1500 });
  report('/reports: pager count complete (whole list indexed)', opened.complete, 'ms');

  const memory = await browserMemory(browser, page);
  report(`browser memory with the ${LARGE.reports}-report list open: page JS heap`, memory.pageHeap, 'MB');
  report('  worker JS heaps', memory.workerHeap, 'MB');
  report('  renderer processes (PSS)', memory.renderers, 'MB', { max: 300 });

  const search = page.getByRole('searchbox', { name: 'Search reports' });
  const typing = await typeMeasured(page, search, TYPED);
  report(`keystroke to painted frame typing "${TYPED}", median`, median(typing.delays), 'ms', { max: 16 });
  report(`keystroke to painted frame typing "${TYPED}", slowest`, Math.max(...typing.delays), 'ms', { max: 50 });
  report(
    `characters lost (the box holds "${typing.value}")`,
    TYPED.length - (typing.value === TYPED ? TYPED.length : 0),
    'chars',
    {
      max: 0,
    },
  );
  await pagerShows(page, expectedCount(index, { ...defaults, searchTerm: TYPED }));

  const answers: number[] = [];
  for (const term of SEARCHES) {
    const total = expectedCount(index, { ...defaults, searchTerm: term });
    answers.push(
      await timed(
        () => search.fill(term),
        async () => {
          await pagerShows(page, total);
          await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached', timeout: 120_000 });
        },
      ),
    );
  }
  report('search change: table and pager answer, median', median(answers), 'ms', { max: 500 });
  report('search change: table and pager answer, slowest', Math.max(...answers), 'ms', { max: 500 });

  report(`/proof (${LARGE.proofs} proofs): first page`, await openList(page, '/proof', TITLES.proofs), 'ms', {
    max: 1500,
  });
  report(
    `/forex_report (${LARGE.reports} reports): first page of rows`,
    await openList(page, '/forex_report', TITLES.forexReports),
    'ms',
    { max: 1500 },
  );
  report(
    `/forex_proof (${LARGE.proofs} proofs): first page`,
    await openList(page, '/forex_proof', TITLES.forexProofs),
    'ms',
    { max: 1500 },
  );
  report(
    '/dashboard again from the sidebar: cards and first chart',
    await timed(
      () => sidebarLink(page, '/dashboard').click(),
      () => dashboardShown(page, CBTF_CHARTS[0]),
    ),
    'ms',
    { max: 1500 },
  );
  await dashboardDone(page, CBTF_CHARTS);
  report('/reports again in this page load: first page', await openList(page, '/reports', TITLES.reports), 'ms', {
    max: 500,
  });
  await pagerShows(page, defaultCount);

  const reload = await timed(
    () => page.reload(),
    () => firstRow(page, TITLES.reports).waitFor({ timeout: 120_000 }),
  );
  report('/reports after a full reload: first page', reload, 'ms', { max: 1000 });
  const reloadStart = performance.now();
  await page.reload();
  await listComplete(page, TITLES.reports);
  report(
    '/reports after a full reload: whole list in the browser (kept copy, 304)',
    performance.now() - reloadStart,
    'ms',
  );
  await pagerShows(page, defaultCount);
}

/**
 * Issue 13: the console at 100,000 proofs and 100,000 reports per area (`npm run seed:demo -- --proofs
 * 100000 --reports 100000`) in Chromium, moving through the sidebar as a person does.
 */
export default async function largeData() {
  // @ts-expect-error plain ESM helper shared with npm start
  const { snapshotBuiltApps } = await import('../scripts/apps.mjs');
  const appsDir: string = snapshotBuiltApps();
  const dataDir = await seededDataDir();
  const { child, ...server } = await startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn' }, dataDir);
  const browser = await launchBrowser();
  try {
    await journey(browser, server.url);
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
    rmSync(appsDir, { recursive: true, force: true });
  }
}
