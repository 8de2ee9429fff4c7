import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as tar from 'tar';
import { BACKUP_COLLECTIONS } from '@console/contract/backupRequest';
import { formatDate, todayInKolkata } from '@console/contract/time';
import { waitForMail } from 'api/testing';
import { launchBrowser, newPage, pageTitle, tick } from './support/browser';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';
import { createUser } from './support/users';
import { runServer } from './support/runServer';

/** The data folder of this run's server: its mail outbox is DATA_DIR/outbox. */
const dataDir = (): string => runServer().dataDir;

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillNewUser(page: Page, user: { username: string; email: string; password: string }) {
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  return dialog;
}

describe('administration in Chromium against the real API', () => {
  const subadmin = { username: 'forexlead', email: 'forexlead@example.com', password: 'Forex-Lead-Password-1' };

  it('admin creates a Forex subadmin, who creates a Forex user and is refused Turbo with the spec message', async () => {
    const admin = await newPage(browser);
    await logIn(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.getByRole('navigation').getByRole('link', { name: 'Role and Permission' }).click();
    await pageTitle(admin.page, 'User Management').waitFor();

    let dialog = await fillNewUser(admin.page, subadmin);
    await dialog.getByLabel('Role').selectOption('subadmin');
    await dialog.getByRole('checkbox', { name: 'Turbo', exact: true }).uncheck();
    await tick(dialog.getByRole('checkbox', { name: 'Forex', exact: true }));
    await dialog.getByRole('button', { name: /^Forex Note/ }).click();
    for (const permission of ['forex_note_listing', 'forex_note_create']) await tick(dialog.getByLabel(permission));
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'User created successfully' }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: subadmin.username });
    await row.getByText('subadmin', { exact: true }).waitFor();
    await row.getByText('forex_note_create').waitFor();
    await admin.context.close();

    await createUser({
      username: 'bothdesks',
      email: 'bothdesks@example.com',
      password: 'Both-Desks-Password-1',
      role: 'user',
      section: ['Turbo', 'Forex'],
      permissions: [],
    });
    const sub = await newPage(browser);
    await logIn(sub.page, subadmin.username, subadmin.password);
    await sub.page.goto('/userManagement');
    await pageTitle(sub.page, 'User Management').waitFor();

    dialog = await fillNewUser(sub.page, {
      username: 'forexdesk',
      email: 'forexdesk@example.com',
      password: 'Forex-Desk-Password-1',
    });
    await expectDisabled(dialog.getByLabel('Role'));
    await dialog.getByRole('button', { name: /^Forex Note/ }).click();
    await expectDisabled(dialog.getByLabel('forex_note_delete'));
    await tick(dialog.getByLabel('forex_note_listing'));
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await sub.page.getByRole('status').filter({ hasText: 'User created successfully' }).waitFor();
    await sub.page.getByRole('row').filter({ hasText: 'forexdesk' }).waitFor();

    // Turbo is not the subadmin's to give: the form does not offer it.
    dialog = await fillNewUser(sub.page, {
      username: 'turbodesk',
      email: 'turbodesk@example.com',
      password: 'Turbo-Desk-Password-1',
    });
    await expectDisabled(dialog.getByRole('checkbox', { name: 'Turbo', exact: true }));
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The server says the same to anyone bypassing the screen.
    const refused = await sub.page.evaluate(async () => {
      const response = await fetch('/api/admin/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({
          username: 'turbodesk',
          email: 'turbodesk@example.com',
          password: 'Turbo-Desk-Password-1',
          role: 'user',
          section: ['Turbo'],
          permissions: [],
        }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Subadmin can only assign sections they are authorized for' },
    });

    // A user who also works in Turbo is visible (shares Forex) but not the subadmin's to edit or delete:
    // the row offers nothing the server would refuse.
    const both = sub.page.getByRole('row').filter({ hasText: 'bothdesks' });
    await both.waitFor();
    expect(await both.getByRole('button').count()).toBe(0);
    await sub.context.close();
  });

  it("keeps a dialog's error inside it, beside the field the server names, with Esc and the typed data working", async () => {
    const taken = { username: 'takenname', email: 'takenname@example.com', password: 'Taken-Name-Password-1' };
    await createUser({ ...taken, role: 'user', section: ['Turbo'], permissions: [] });
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/userManagement');
    await pageTitle(page, 'User Management').waitFor();
    const add = page.getByRole('button', { name: 'Add User' });
    const dialog = await fillNewUser(page, { ...taken, email: 'another@example.com' });
    // A modal of the top layer: the page behind is inert.
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    await expect(add.click({ timeout: 1000 })).rejects.toThrow();

    // A click on the backdrop (the page's corner, outside the box) does not throw the typed form away.
    await page.mouse.click(5, 5);
    expect(await dialog.getByLabel('Username').inputValue()).toBe(taken.username);

    await dialog.getByRole('button', { name: 'Create User' }).click();
    const username = dialog.getByLabel('Username');
    await dialog.getByText('A user with this username already exists').waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await username.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('lists a logged-in user on the Attendance screen and forces them out', async () => {
    const clerk = { username: 'nightclerk', email: 'nightclerk@example.com', password: 'Night-Clerk-Password-1' };
    await createUser({ ...clerk, role: 'user', section: ['Turbo'], permissions: ['note_listing'] });
    const worker = await newPage(browser);
    await logIn(worker.page, clerk.username, clerk.password);

    const admin = await newPage(browser);
    await logIn(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.getByRole('navigation').getByRole('link', { name: 'Attendance' }).click();
    await pageTitle(admin.page, 'Attendance Management').waitFor();
    await admin.page.getByRole('region', { name: `Attendance of ${clerk.username}` }).waitFor();
    const card = admin.page.getByRole('listitem', { name: clerk.username });
    await card.getByRole('button', { name: 'Force Logout' }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByText(`Are you sure you want to force logout ${clerk.username}?`).waitFor();
    await confirm.getByRole('button', { name: 'Force Logout' }).click();
    await admin.page
      .getByRole('status')
      .filter({ hasText: `${clerk.username} has been logged out` })
      .waitFor();
    await card.waitFor({ state: 'detached' });

    // The clerk's session is over on the server: their next call sends them to the login page. That call
    // is the session refresh their next move of the mouse makes (a click on a link would race it: the
    // pointer reaching the link is such a move, and on a busy machine its refusal wins, taking the link away).
    await worker.page.mouse.move(200, 200);
    await worker.page.mouse.move(240, 260);
    await worker.page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await pageTitle(worker.page, 'Welcome Team').waitFor();
    await Promise.all([admin.context.close(), worker.context.close()]);
  });

  it('e-mails a backup of every section with the archive attached', async () => {
    const target = 'backups@example.com';
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Backup Data' }).click();
    await pageTitle(page, 'Data Backup').waitFor();
    const backup = page.getByRole('button', { name: 'Backup' });
    expect(await backup.isDisabled()).toBe(true);
    for (const { name } of BACKUP_COLLECTIONS) await tick(page.getByLabel(name, { exact: true }));
    await page.getByLabel('Email').fill(target);
    await backup.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Backup sent to ${target}.` })
      .waitFor({ timeout: 30_000 });

    const mail = await waitForMail(dataDir(), (m) => m.to === target, 20_000);
    expect(mail.subject).toMatch(/^Data backup of /);
    expect(mail.attachments).toHaveLength(1);
    const manifest = JSON.parse(await fileInArchive(mail.attachments[0].content, 'manifest.json'));
    expect(manifest.format).toBe('backoffice-console-backup');
    expect(manifest.collections.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['whitelabel', 'forexnote', 'forexchart']),
    );
    await context.close();
  });

  it('shows a new 4xChart entry in the chart and the table', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Daily P&L' }).click();
    await pageTitle(page, '4xChart').waitFor();
    await page.getByText('No data available').waitFor();

    const form = page.getByRole('form', { name: 'New entry' });
    expect(await form.getByLabel('Date').inputValue()).toBe(todayInKolkata());
    await form.getByLabel('Amount').fill('123.45');
    await form.getByRole('button', { name: 'Add Entry' }).click();

    const row = page.getByRole('row').filter({ hasText: '123.45' });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe(formatDate(todayInKolkata()));
    expect(await form.getByLabel('Amount').inputValue()).toBe('');
    const chart = page.getByRole('figure', { name: '4xChart: Amount vs Date' });
    await chart.locator('svg').getByText('4xChart: Amount vs Date').waitFor();
    await chart.locator('svg').getByText(formatDate(todayInKolkata())).waitFor();
    await context.close();
  });
});

async function expectDisabled(locator: ReturnType<Page['getByLabel']>) {
  expect(await locator.isDisabled()).toBe(true);
}

/** Unpacks an attached archive and reads one file of it. */
async function fileInArchive(content: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-backup-'));
  try {
    await writeFile(path.join(dir, 'backup.tar.gz'), content);
    await tar.x({ file: path.join(dir, 'backup.tar.gz'), cwd: dir });
    return await readFile(path.join(dir, name), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
