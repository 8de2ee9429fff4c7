import type { Browser, Page } from 'playwright-core';
import { sampleReport } from '@console/contract/testing';
import { area } from 'remote-turbo/area';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { OLD_DAY, showOldReport } from './support/oldReport';
import { ADMIN } from './support/server';
import { createUser } from './support/users';

// On the shared console, where other suites write too: every check is narrowed to this run's records
// by their ids; the report is of an old day, outside the report list's default view that other suites
// count, and the 4xChart entry is dated in 2024 so the 4xChart screen's default range (this month)
// never shows it to another suite.
const run = Date.now().toString(36);
const userName = `audit-${run}`;
const SUBADMIN = { username: `auditsub${run}`, password: 'Audit-Subadmin-Password-1' };

let browser: Browser;
let reportId: string;
let chartEntryId: string;

/** A call to the API as the admin, through the page's own request context. */
async function asAdmin(page: Page) {
  const login = await page.request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createUser({
    username: SUBADMIN.username,
    email: `${SUBADMIN.username}@example.com`,
    password: SUBADMIN.password,
    role: 'subadmin',
    section: ['Turbo'],
    permissions: ['report_listing', 'report_preview'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The Audit Log narrowed to one record, as a person filters it. */
async function auditLogOf(page: Page, recordId: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Audit Log' }).click();
  await pageTitle(page, 'Audit Log').waitFor();
  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await filters.getByLabel('Record ID').fill(recordId);
  await filters.getByLabel('Record ID').press('Enter');
  // The unfiltered page stays on screen until the search answers: wait until every row is about the record.
  await page.waitForFunction((id) => {
    if (document.querySelector('[aria-busy="true"]')) return false;
    const rows = Array.from(document.querySelectorAll('table tbody tr'));
    if (rows.length === 0) return document.body.innerText.includes('No audit entries match these filters.');
    return rows.every((row) => row.querySelectorAll('td')[5]?.textContent === id);
  }, recordId);
}

const entries = (page: Page) =>
  page.getByRole('table', { name: 'Audit log entries, newest first' }).locator('tbody tr');

it('shows a report edited in the UI with its field diff in its History and on the Audit Log', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, ADMIN.username, ADMIN.password);
  const headers = await asAdmin(page);
  const { _id, recordAddBy, ...body } = sampleReport({ userName, agent: 'agent-before', date: OLD_DAY });
  const created = await page.request.post(`/api${area.report.apiBase}/create`, { headers, data: body });
  expect(created.status()).toBe(201);
  reportId = ((await created.json()) as { data: { _id: string } }).data._id;

  await showOldReport(page, area, userName);
  await page.getByRole('button', { name: `Edit report of ${userName}` }).click();
  const form = page.getByRole('form', { name: area.report.updateTitle });
  await form.getByLabel(/^Agent/).fill('agent-after');
  await form.getByRole('button', { name: 'Update' }).click();
  await page.getByText(area.report.messages.updated).waitFor();

  await page.getByRole('button', { name: `Preview report of ${userName}` }).click();
  const history = page.getByRole('dialog', { name: 'Report Preview' }).getByRole('region', { name: 'History' });
  await history.getByText(`Created by ${ADMIN.username} at`).waitFor();
  const change = history.getByRole('listitem').filter({ hasText: /^update by / });
  await change.getByText('agent-before → agent-after').waitFor();
  expect(await change.count()).toBe(1);
  await page.keyboard.press('Escape');

  await auditLogOf(page, reportId);
  const rows = entries(page);
  expect(await rows.count()).toBe(2);
  const update = rows.filter({ hasText: 'agent-before → agent-after' });
  expect(await update.getByRole('cell').allInnerTexts()).toEqual([
    expect.any(String),
    expect.stringContaining(ADMIN.username),
    'update',
    'turbo',
    'report',
    reportId,
    expect.stringContaining('agent-before → agent-after'),
  ]);
  await context.close();
});

it("hides an admin's 4xChart change from a subadmin, who still sees its section's report change", async () => {
  const admin = await newPage(browser);
  await logIn(admin.page, ADMIN.username, ADMIN.password);
  const headers = await asAdmin(admin.page);
  const created = await admin.page.request.post('/api/forexchart', {
    headers,
    data: { date: '2024-01-10', amount: 4321.09 },
  });
  expect(created.status()).toBe(201);
  chartEntryId = ((await created.json()) as { data: { _id: string } }).data._id;
  // The admin sees it: the entry is there to hide.
  await auditLogOf(admin.page, chartEntryId);
  await entries(admin.page).filter({ hasText: 'forexchart' }).filter({ hasText: '4321.09' }).waitFor();
  await admin.context.close();

  const subadmin = await newPage(browser);
  await logIn(subadmin.page, SUBADMIN.username, SUBADMIN.password);
  await auditLogOf(subadmin.page, chartEntryId);
  await subadmin.page.getByText('No audit entries match these filters.').waitFor();

  await auditLogOf(subadmin.page, reportId);
  await entries(subadmin.page).filter({ hasText: 'agent-before → agent-after' }).waitFor();
  await subadmin.context.close();
});
