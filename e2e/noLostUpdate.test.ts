import type { Browser, Page } from 'playwright-core';
import { area } from 'remote-turbo/area';
import { sampleReport } from '@console/contract/testing';
import { launchBrowser, newPage } from './support/browser';
import { OLD_DAY, showOldReport } from './support/oldReport';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';
import { createUser } from './support/users';

/*
 * No lost update (issue 26): two people edit the same report in two browsers. The second save is
 * refused; the second person sees what the first changed, keeps one field of each, and the stored
 * report holds exactly that.
 */
const resource = area.report;
const userName = `conflict-${Date.now()}`;
const bob = {
  username: 'conflict-bob',
  email: 'conflict-bob@example.com',
  password: 'Conflict-Bob-Password-1',
  role: 'user' as const,
  section: ['Turbo'],
  permissions: ['report_listing', 'report_preview', 'report_update'],
};

let browser: Browser;
let token: string;
let reportId: string;

async function api(page: Page, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await page.request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: unknown };
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createUser(bob);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the report's form from the list, as a person finds an old report. */
async function openForm(page: Page) {
  await showOldReport(page, area, userName);
  await page.getByRole('button', { name: `Edit report of ${userName}` }).click();
  return page.getByRole('form', { name: resource.updateTitle });
}

it('shows the second editor what the first changed, keeps one field of each, and stores exactly that', async () => {
  const admin = await newPage(browser);
  const second = await newPage(browser);
  try {
    const login = await admin.page.request.post('/api/admin/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    token = ((await login.json()) as { token: string }).token;
    const { _id, recordAddBy, ...body } = sampleReport({ userName, date: OLD_DAY, remark: 'as filed' });
    void _id;
    void recordAddBy;
    reportId = ((await api(admin.page, 'post', `${resource.apiBase}/create`, body)).data as { _id: string })._id;

    await logIn(admin.page, ADMIN.username, ADMIN.password);
    await logIn(second.page, bob.username, bob.password);
    const first = await openForm(second.page);
    const other = await openForm(admin.page);

    // Bob saves first: a new agent and a new remark.
    await first.getByLabel(/^Agent/).fill('agent-by-bob');
    await first.getByLabel(/^Remark/).fill('remark by bob');
    await first.getByRole('button', { name: 'Update' }).click();
    await second.page.getByText(resource.messages.updated).waitFor();

    // The admin saves from the copy opened before: a remark and an origin of their own.
    await other.getByLabel(/^Remark/).fill('remark by admin');
    await other.getByLabel(/^Origin$/).fill('Pune');
    await other.getByRole('button', { name: 'Update' }).click();
    const panel = other.getByRole('region', { name: 'Changed by someone else' });
    await panel.waitFor();
    // Who and when, from the audit trail.
    await panel.getByText(`Last saved by ${bob.username} at`).waitFor();
    // Agent: only Bob changed it, so the form now holds Bob's value.
    const agent = panel.getByRole('group', { name: 'Agent' });
    expect(await agent.getByRole('radio', { name: 'Take theirs: agent-by-bob' }).isChecked()).toBe(true);
    expect(await other.getByLabel(/^Agent/).inputValue()).toBe('agent-by-bob');
    // Remark: both changed it; the admin's stays until they choose, and they keep it.
    const remark = panel.getByRole('group', { name: 'Remark' });
    expect(await remark.getByRole('radio', { name: 'Keep mine: remark by admin' }).isChecked()).toBe(true);
    await remark.getByRole('radio', { name: 'Take theirs: remark by bob' }).check();
    expect(await other.getByLabel(/^Remark/).inputValue()).toBe('remark by bob');
    await remark.getByRole('radio', { name: 'Keep mine: remark by admin' }).check();
    expect(await other.getByLabel(/^Remark/).inputValue()).toBe('remark by admin');
    // Origin was the admin's alone: no question about it, their value stays.
    expect(await panel.getByRole('group', { name: 'Origin' }).count()).toBe(0);
    expect(await other.getByLabel(/^Origin$/).inputValue()).toBe('Pune');

    await other.getByRole('button', { name: 'Update' }).click();
    await admin.page.getByText(resource.messages.updated).waitFor();

    const view = (await api(
      admin.page,
      'get',
      `${resource.apiBase}/view?searchTerm=${userName}&startDate=${OLD_DAY}&endDate=${OLD_DAY}`,
    )) as unknown as {
      data: Array<Record<string, unknown>>;
    };
    expect(view.data).toHaveLength(1);
    expect(view.data[0]).toMatchObject({
      _id: reportId,
      agent: 'agent-by-bob',
      remark: 'remark by admin',
      origin: 'Pune',
      version: 3,
    });
  } finally {
    await admin.context.close();
    await second.context.close();
  }
});
