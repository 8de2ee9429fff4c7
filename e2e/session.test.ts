import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { ADMIN, startServer, stopServer, type RunningServer } from './support/server';
import { runServer } from './support/runServer';
import { blockingViolations } from './support/axe';

// Sessions of 2 min 15 s: the Login Timeout Warning (2 minutes before expiry) comes 15 s after login.
const SESSION_MINUTES = 2.25;
const SESSION_MS = SESSION_MINUTES * 60_000;

jest.setTimeout(SESSION_MS + 90_000);

let server: RunningServer;
let browser: Browser;
let idle: { context: BrowserContext; page: Page; loggedInAt: number };

async function logIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username or Email').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/dashboard');
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Login Timeout Warning' });
const loginTimeout = (page: Page) => page.getByRole('timer', { name: 'Login timeout' });
const secondsOf = (mmss: string) => Number(mmss.slice(0, 2)) * 60 + Number(mmss.slice(3, 5));

/** The built apps globalSetup snapshotted for this run (snapshotBuiltApps); they live until globalTeardown. */
const appsDir = (): string => runServer().appsDir;

beforeAll(async () => {
  const { child, ...running } = await startServer({ SESSION_MINUTES: String(SESSION_MINUTES), APPS_DIR: appsDir() });
  child.unref();
  server = running;
  browser = await launchBrowser();
  // Logged in first and then left alone, so its expiry runs while the other tests work.
  const { context, page } = await newPage(browser, server.url);
  await logIn(page);
  idle = { context, page, loggedInAt: Date.now() };
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.pid, server.dataDir);
});

describe('the session in Chromium with SESSION_MINUTES=2.25', () => {
  it('warns 2 minutes before expiry; activity dismisses the warning and extends the session on the server', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    expect(await warning(page).isVisible()).toBe(false);

    await warning(page).waitFor({ timeout: 30_000 });
    await page.getByText('Your session is about to expire.').waitFor();
    const left = Number(await page.getByRole('timer', { name: 'Seconds left' }).textContent());
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(120);
    // The warning passes axe's WCAG 2.2 A/AA rules at a desktop's width and a phone's.
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await blockingViolations(page)).toEqual([]);

    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await warning(page).waitFor({ state: 'hidden', timeout: 5000 });
    expect(secondsOf((await loginTimeout(page).textContent())!)).toBeGreaterThan(125);

    // The server agrees: the session now ends about SESSION_MINUTES from now.
    const check = await page.evaluate(async () => {
      const response = await fetch('/api/admin/check-session', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.json();
    });
    expect(check.valid).toBe(true);
    expect(Date.parse(check.sessionExpires) - Date.parse(check.currentTime)).toBeGreaterThan(125_000);
    await context.close();
  });

  it('shows the warning above a dialog that is open, which keeps what was typed and the focus', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    await page.goto('/userManagement');
    await pageTitle(page, 'User Management').waitFor();
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Add User' });
    await form.getByLabel('Username').fill('halfway');

    await warning(page).waitFor({ timeout: 30_000 });
    const onTop = await page.evaluate(() => {
      const shown = document.querySelector('[data-session-warning]')!;
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return shown.matches(':modal') && hit !== null && shown.contains(hit);
    });
    expect(onTop).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    await page.keyboard.press('Shift');
    await warning(page).waitFor({ state: 'hidden', timeout: 5000 });
    expect(await form.getByLabel('Username').inputValue()).toBe('halfway');
    expect(await form.getByLabel('Username').evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('keeps the tabs of one browser together: activity in one extends all, a logout in one logs out all, a login logs in all', async () => {
    const { context, page: first } = await newPage(browser, server.url);
    await logIn(first);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await loginTimeout(second).waitFor();

    await warning(first).waitFor({ timeout: 30_000 });
    await warning(second).waitFor({ timeout: 5000 });
    await first.mouse.move(100, 100);
    await first.mouse.move(120, 140);
    await warning(second).waitFor({ state: 'hidden', timeout: 5000 });
    expect(secondsOf((await loginTimeout(second).textContent())!)).toBeGreaterThan(125);

    await first.getByRole('button', { name: 'User menu' }).click();
    await first.getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await pageTitle(second, 'Welcome Team').waitFor();

    // Both tabs on the login page: a login in one takes the other to the dashboard too.
    await logIn(first);
    await second.waitForURL('**/dashboard', { timeout: 5000 });
    await loginTimeout(second).waitFor();
    await context.close();
  });

  it('logs an inactive person out to / when the session runs out, clearing the stored session', async () => {
    const { page } = idle;
    const remaining = idle.loggedInAt + SESSION_MS - Date.now();
    await page.waitForURL((url) => url.pathname === '/', { timeout: remaining + 15_000 });
    await page.getByRole('alert').filter({ hasText: 'Session expired' }).waitFor();
    const stored = await page.evaluate(() =>
      ['token', 'user', 'sessionExpires', 'timerTimeLeft'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null]);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await idle.context.close();
  });
});
