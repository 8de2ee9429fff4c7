import type { Browser, Page } from 'playwright-core';
import { area } from 'remote-turbo/area';
import { encodePng, type Rgb } from 'api/testing';
import { pageTitle } from './support/browser';
import { chooseFilesByKeyboard, expectVisibleFocus, isFocused, press, tabTo, typeInto } from './support/keyboard';
import { settled } from './support/pageWalker';
import { startSeededConsole, stopSeededConsole, type SeededConsole } from './support/seededConsole';
import { ADMIN, type RunningServer } from './support/server';

// Journeys of a person who uses only the keyboard (issue 16): Tab, Shift+Tab, Enter, Space, the arrow
// keys, Esc and typing; never a click or a fill. After every Tab the focus must be visible, and each
// control must come within a bounded number of presses, so a trap or an unreachable control fails
// with where the focus went. On a console of its own (seed:demo's catalogue), at a desktop's width.
jest.setTimeout(5 * 60_000);

const DESKTOP = { width: 1366, height: 768 };
const { proof, report } = area;

let server: RunningServer;
let browser: Browser;
let running: SeededConsole | undefined;

beforeAll(async () => {
  running = await startSeededConsole([
    '--password',
    'Demo-Keyboard-Password-1',
    '--proofs',
    '2',
    '--reports',
    '2',
    '--images',
    '0',
  ]);
  ({ server, browser } = running);
}, 180_000);

afterAll(() => stopSeededConsole(running));

/** A new browser of a returning person (the Hard Refresh question answered), at 1366 px. */
async function newDesktopPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, acceptDownloads: true });
  await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
  return context.newPage();
}

/** Journey 1: the login form by keyboard alone, ending on the dashboard. */
async function logInByKeyboard(page: Page): Promise<void> {
  await page.goto('/');
  await pageTitle(page, 'Welcome Team').waitFor();
  const username = page.getByLabel('Username or Email');
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, username, 5);
  await typeInto(page, username, ADMIN.username);
  await tabTo(page, password, 1);
  await typeInto(page, password, ADMIN.password);
  await page.keyboard.press('Enter');
  await pageTitle(page, 'Dashboard').waitFor({ timeout: 30_000 });
  await settled(page);
}

/** Goes to a page by its address (the address bar is the keyboard's too) and waits for its title. */
async function openAt(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await pageTitle(page, title).waitFor({ timeout: 30_000 });
  await settled(page);
}

const solidPng = (colour: Rgb) => encodePng(64, 48, () => colour);
const shots = [solidPng([200, 40, 40]), solidPng([40, 160, 40]), solidPng([40, 40, 200])].map((buffer, n) => ({
  name: `key-${n + 1}.png`,
  mimeType: 'image/png',
  buffer,
}));

/** The admin's token, for reading back through the API what the journeys stored. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

describe('keyboard-only journeys at 1366 px in Chromium against the real API', () => {
  let page: Page;
  beforeEach(async () => {
    page = await newDesktopPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('logs in with Tab, typing and Enter, and lands on the Dashboard', async () => {
    await logInByKeyboard(page);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('opens a section from the sidebar with Tab and Enter', async () => {
    await logInByKeyboard(page);
    const proofLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('region', { name: 'Turbo' })
      .getByRole('link', { name: 'Proof', exact: true });
    await tabTo(page, proofLink, 30);
    await page.keyboard.press('Enter');
    await pageTitle(page, proof.title).waitFor();
    expect(new URL(page.url()).pathname).toBe(proof.route);
  });

  it('creates a proof with three images, puts them in a new order with the arrow keys, and the server keeps it', async () => {
    await logInByKeyboard(page);
    await openAt(page, proof.route, proof.title);
    await tabTo(page, page.getByRole('button', { name: proof.addLabel, exact: true }), 40);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: proof.createTitle });
    await form.waitFor();
    await settled(page);

    const client = 'kbd-punter';
    const fill = async (label: string | RegExp, text: string, max = 4) => {
      const field = form.getByLabel(label);
      await tabTo(page, field, max);
      await typeInto(page, field, text);
    };
    await fill(/^Whitelabel User/, 'RoyalBet247', 40);
    await form.getByText(proof.messages.userFound).waitFor();
    await fill(/^User/, client);
    await fill(/^Sport/, 'Cricket');
    expect(
      await form.getByLabel(/^Sport/).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text),
    ).toBe('Cricket');
    await fill(/^Event Name/, 'Keyboard XI v Mouse XI');
    await fill(/^Market Name/, 'Match Odds');
    await fill(/^Proof Type/, 'Hedging');
    expect(
      await form.getByLabel(/^Proof Type/).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text),
    ).toBe('Hedging');
    await fill(/^Navigation \*/, 'Sports > Cricket');

    // The file picker is reached and opened from the keyboard (Space on the file input); the browser's
    // own file chooser cannot be driven in headless Chromium, so Playwright answers it with the files.
    const images = page.getByRole('group', { name: 'Images', exact: true });
    const picker = images.getByLabel('Images', { exact: true });
    await tabTo(page, picker, 12);
    await chooseFilesByKeyboard(page, picker, shots);
    const thumbnails = images.getByRole('listitem');
    await thumbnails.nth(2).waitFor();
    const order = async () => thumbnails.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

    // key-1 to the end (End), then key-3, now first, one place on (ArrowRight): key-2, key-3, key-1.
    await tabTo(page, thumbnails.first(), 3);
    await press(page, 'End');
    expect(await order()).toEqual(['Images 1 of 3: key-2.png', 'Images 2 of 3: key-3.png', 'Images 3 of 3: key-1.png']);
    await expect(thumbnails.last().evaluate((item) => item === document.activeElement)).resolves.toBe(true);
    await tabTo(page, thumbnails.nth(1), 12, { backwards: true });
    await press(page, 'ArrowLeft');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowLeft');
    expect(await order()).toEqual(['Images 1 of 3: key-2.png', 'Images 2 of 3: key-3.png', 'Images 3 of 3: key-1.png']);
    await press(page, 'Home');
    expect(await order()).toEqual(['Images 1 of 3: key-3.png', 'Images 2 of 3: key-2.png', 'Images 3 of 3: key-1.png']);

    // On past the thumbnails' own buttons and the second image group: no trap on the way to Submit.
    await tabTo(page, form.getByRole('button', { name: 'Submit', exact: true }), 15);
    await page.keyboard.press('Enter');
    await pageTitle(page, proof.previewTitle).waitFor({ timeout: 60_000 });
    await page.getByText(proof.messages.created).waitFor();

    const headers = await apiHeaders(page);
    const list = await page.request.get(`/api${proof.apiBase}/page?user=${client}`, { headers });
    const listed = ((await list.json()) as { data: Array<{ _id: string; user: string }> }).data;
    const created = listed.find((item) => item.user === client);
    expect(created).toBeDefined();
    const stored = await page.request.get(`/api${proof.apiBase}/${created!._id}`, { headers });
    const { data } = (await stored.json()) as { data: { images: Array<{ filename: string }> } };
    expect(data.images.map((image) => image.filename)).toEqual(['key-3.png', 'key-2.png', 'key-1.png']);
  });

  it('creates a report with two originals and two bet details, and exports the list', async () => {
    await logInByKeyboard(page);
    await openAt(page, report.route, report.title);
    const addRecord = page.getByRole('button', { name: 'Add Record', exact: true });
    await tabTo(page, addRecord, 40);
    await press(page, 'Enter');
    const form = page.getByRole('form', { name: report.createTitle });
    await form.waitFor();
    await settled(page);
    // The form took the list's place: the keyboard is on its title, not left on the page.
    expect(await isFocused(form.getByRole('heading', { name: report.createTitle }))).toBe(true);

    const userName = 'kbd-caught-user';
    const fill = async (field: ReturnType<typeof form.getByLabel>, text: string, max = 6) => {
      await tabTo(page, field, max);
      await typeInto(page, field, text);
    };
    await fill(form.getByLabel(/^User Name/), userName, 40);
    await fill(form.getByLabel(/^Agent/), 'agent-keys');
    const first = form.getByRole('group', { name: 'Original 1' });
    await fill(first.getByLabel('Sport Name 1'), 'Cricket');
    await fill(first.getByLabel('Event Name 1'), 'Keyboard Cup');
    await fill(first.getByLabel('Market Name 1'), 'Winner');
    await fill(first.getByLabel(/^P&L/), '120');
    await fill(first.getByLabel('Odds, bet detail 1 of original 1'), '1.5');
    await fill(first.getByLabel('Stack, bet detail 1 of original 1'), '100');
    await fill(first.getByLabel('Time, bet detail 1 of original 1'), '10:00:00');
    await tabTo(page, first.getByRole('button', { name: '+ Add Bet Detail' }), 4);
    await press(page, 'Enter');
    // The new row sits above the button that added it: the keyboard is taken to its first field.
    await typeInto(page, first.getByLabel('Odds, bet detail 2 of original 1'), '2.5');
    await fill(first.getByLabel('Stack, bet detail 2 of original 1'), '40');
    await fill(first.getByLabel('Time, bet detail 2 of original 1'), '10:05:00');

    await tabTo(page, form.getByRole('button', { name: '+ Add Original' }), 6);
    await press(page, 'Enter');
    const second = form.getByRole('group', { name: 'Original 2' });
    await typeInto(page, second.getByLabel('Sport Name 1'), 'Tennis');
    await fill(second.getByLabel('Event Name 1'), 'Keyboard Open');
    await fill(second.getByLabel('Market Name 1'), 'Set 1');
    await fill(second.getByLabel(/^P&L/), '-20');
    await fill(second.getByLabel('Odds, bet detail 1 of original 2'), '3');
    await fill(second.getByLabel('Stack, bet detail 1 of original 2'), '25');
    await fill(second.getByLabel('Time, bet detail 1 of original 2'), '11:00:00');

    await fill(form.getByLabel(/^Before Void Balance/), '1000', 8);
    await fill(form.getByLabel(/^After Void Balance/), '900');
    await fill(form.getByLabel(/^Catch By/), 'Agent');
    await tabTo(page, form.getByRole('button', { name: 'Submit', exact: true }), 8);
    await page.keyboard.press('Enter');
    await page.getByText(report.messages.created).waitFor();
    // Back on the list, the keyboard is where it was before the form: on Add Record.
    expect(await isFocused(addRecord)).toBe(true);
    await expectVisibleFocus(page, 'after the report was saved');

    const table = page.getByRole('table');
    await table.locator('tfoot:not([aria-busy])').waitFor();
    const userCell = table.getByRole('cell', { name: userName, exact: true });
    // Three bet details in all: the report's cells span its three rows.
    expect(await userCell.getAttribute('rowspan')).toBe('3');
    for (const text of ['Keyboard Cup', 'Keyboard Open', '10:05:00', '11:00:00']) {
      await table.getByRole('cell', { name: text, exact: true }).waitFor();
    }

    // Export Records sits before Add Record, where the keyboard came back to: back to it with Shift+Tab.
    await tabTo(page, page.getByRole('button', { name: 'Export Records', exact: true }), 10, { backwards: true });
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(report.exportFileName);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z]+\.xlsx$/);
    await page.getByText(`Export Success: ${report.messages.exported}`).waitFor();
    await expectVisibleFocus(page, 'after the export');
  });

  it('opens every dialog of User Management from the keyboard and Esc closes each, giving the focus back', async () => {
    await logInByKeyboard(page);
    await openAt(page, '/userManagement', 'User Management');
    const row = 'neha';
    const openers = [
      { opener: page.getByRole('button', { name: 'Add User', exact: true }), title: 'Add User' },
      { opener: page.getByRole('button', { name: `Edit ${row}`, exact: true }), title: 'Edit User' },
      { opener: page.getByRole('button', { name: `Delete ${row}`, exact: true }), title: 'Please confirm' },
      { opener: page.getByRole('button', { name: `Preview ${row}`, exact: true }), title: 'User Details' },
    ];
    for (const { opener, title } of openers) {
      await tabTo(page, opener, 60);
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[open]');
      await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
      await settled(page);
      await expectVisibleFocus(page, `${title} opened`);
      // A modal keeps the keyboard inside it, all the way round, and never loses the ring on the way.
      const count = await dialog.evaluate(
        (element) =>
          element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])')
            .length,
      );
      for (let step = 0; step <= count; step += 1) {
        await press(page, 'Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await press(page, 'Shift+Tab');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectVisibleFocus(page, `${title} closed with Esc`);
    }
  });

  it('creates a user with permissions ticked with Space, and the row shows them', async () => {
    await logInByKeyboard(page);
    await openAt(page, '/userManagement', 'User Management');
    await tabTo(page, page.getByRole('button', { name: 'Add User', exact: true }), 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.waitFor();
    await settled(page);

    const user = { username: 'kbduser', email: 'kbduser@example.com', password: 'Keyboard-Only-Password-1' };
    // The dialog puts the focus on its first field.
    await typeInto(page, dialog.getByLabel('Username'), user.username);
    await expectVisibleFocus(page, 'Add User opened');
    await tabTo(page, dialog.getByLabel('Email'), 1);
    await typeInto(page, dialog.getByLabel('Email'), user.email);
    await tabTo(page, dialog.getByLabel('Password'), 1);
    await typeInto(page, dialog.getByLabel('Password'), user.password);
    await tabTo(page, dialog.getByLabel('Role'), 1);
    await typeInto(page, dialog.getByLabel('Role'), 'user');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('user');

    const forex = dialog.getByRole('checkbox', { name: 'Forex', exact: true });
    await tabTo(page, forex, 3);
    const forexWas = await forex.isChecked();
    await press(page, 'Space');
    expect(await forex.isChecked()).toBe(!forexWas);
    if (forexWas) await press(page, 'Space');

    const groupToggle = dialog.getByRole('button', { name: /^Proof ?\d/ });
    await tabTo(page, groupToggle, 10);
    await press(page, 'Enter');
    expect(await groupToggle.getAttribute('aria-expanded')).toBe('true');
    for (const permission of ['proof_create', 'proof_listing']) {
      const box = dialog.getByRole('checkbox', { name: permission, exact: true });
      await tabTo(page, box, 8);
      await press(page, 'Space');
      expect(await box.isChecked()).toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Create User', exact: true }), 80);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'User created successfully' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: user.username });
    await row.getByText('proof_create').waitFor();
    await row.getByText('proof_listing').waitFor();
    await expect(row.getByText('user', { exact: true }).count()).resolves.toBe(1);
  });
});
