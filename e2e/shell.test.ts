import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, pageTitle } from './support/browser';
import { ADMIN } from './support/server';
import { createUser } from './support/users';
import { submitLogin as logIn } from './support/logIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sidebarLinks = (page: Page) => page.getByRole('navigation').getByRole('link');

describe('the shell in Chromium against the real API', () => {
  it("logs the admin in and shows today's sidebar, put together from the three remotes' manifests", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation');
    for (const group of ['Turbo', 'Forex', 'User management', '4X Statestics', 'Releases'])
      await nav.getByRole('region', { name: group }).waitFor();
    expect(await nav.getByRole('heading').allTextContents()).toEqual([
      'Turbo',
      'Forex',
      'User management',
      '4X Statestics',
      'Releases',
    ]);
    const area = ['Whitelabel', 'Prooftype', 'Sport', 'Proof', 'Report', 'Note'];
    expect((await sidebarLinks(page).allInnerTexts()).map((t) => t.trim())).toEqual([
      'Dashboard',
      ...area,
      ...area,
      'Role and Permission',
      'Attendance',
      'Backup Data',
      'Audit Log',
      'Daily P&L',
      'Sections',
    ]);
    expect(
      await nav.getByRole('region', { name: 'Forex' }).getByRole('link', { name: 'Report' }).getAttribute('href'),
    ).toBe('/forex_report');
    await page.getByText('LOGIN TIMEOUT').waitFor();
    await context.close();
  });

  it('shows the red banner to a person whose browser blocks notifications', async () => {
    const { context, page } = await newPage(browser, baseUrl(), { permissions: [] });
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Browser notifications are blocked. Please enable notifications for this site to receive login timeout alerts.',
      })
      .waitFor();
    await context.close();
  });

  it('shows a subadmin of Forex the Forex group and User management, not 4X Statestics', async () => {
    const password = 'Forex-Sidebar-Password-1';
    await createUser({
      username: 'forexsidebar',
      email: 'forexsidebar@example.com',
      password,
      role: 'subadmin',
      section: ['Forex'],
      permissions: ['forex_proof_listing'],
    });
    const { context, page } = await newPage(browser);
    await logIn(page, 'forexsidebar', password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation');
    await nav.getByRole('region', { name: 'User management' }).waitFor();
    await nav.getByRole('region', { name: 'Forex' }).waitFor();
    expect(await nav.getByRole('heading').allTextContents()).toEqual(['Forex', 'User management']);
    expect((await sidebarLinks(page).allInnerTexts()).map((t) => t.trim())).toEqual([
      'Dashboard',
      'Proof',
      'Role and Permission',
      'Attendance',
      'Backup Data',
      'Audit Log',
    ]);
    await context.close();
  });

  it('logs in by e-mail too and shows the remote page behind a guarded route', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/forex_note');
    await pageTitle(page, 'Forex Note Management').waitFor();
    await context.close();
  });

  it('shows the error for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, 'not-the-password');
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid|failed/i })
      .waitFor();
    expect(page.url()).not.toContain('/dashboard');
    await context.close();
  });

  it('gives a user with only Turbo note_listing only Dashboard and Note, and /whitelabel is not found', async () => {
    const password = 'Note-Reader-Password-1';
    await createUser({
      username: 'notereader',
      email: 'notereader@example.com',
      password,
      role: 'user',
      section: ['Turbo'],
      permissions: ['note_listing'],
    });
    const { context, page } = await newPage(browser);
    await logIn(page, 'notereader', password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Note', exact: true }).waitFor();
    const labels = (await sidebarLinks(page).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(labels.filter((l) => l !== 'Dashboard' && l !== 'Note')).toEqual([]);
    await page.goto('/whitelabel');
    await page.waitForURL('**/404');
    await page.getByText('Oops! Page Not Found').waitFor();
    // The Gujarati message is drawn with the shipped font (this Chromium has no Gujarati font of its own).
    const gujaratiFont = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.includes('Noto Sans Gujarati'))
          .map((face) => face.status);
      });
    await expect(gujaratiFont()).resolves.toEqual(['loaded']);
    await context.close();
  });

  it('keeps working when the Forex remote cannot be loaded, and Retry brings it back', async () => {
    const { context, page } = await newPage(browser);
    // Its route manifest arrives; its code does not.
    let blocked = true;
    await page.route('**/remotes/forex/*.js', (route) => (blocked ? route.abort() : route.continue()));
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Note', exact: true }).nth(1).click();
    await page.waitForURL('**/forex_note');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The Forex section could not be loaded' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Note', exact: true }).first().click();
    await page.waitForURL('**/notes');
    await pageTitle(page, 'Note Management').waitFor();
    blocked = false;
    await page.getByRole('link', { name: 'Note', exact: true }).nth(1).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    const title = pageTitle(page, 'Forex Note Management');
    // The section's card (still remembering the failure) or the page itself, whichever the person sees.
    await title.or(retry).waitFor({ timeout: 20_000 });
    if (await retry.isVisible()) await retry.click();
    await title.waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("answers a Forex address with Forex's error card while its route manifest cannot be read, and Retry brings it", async () => {
    const { context, page } = await newPage(browser);
    let blocked = true;
    await page.route('**/remotes/forex/**', (route) => (blocked ? route.abort() : route.continue()));
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation');
    await nav.getByRole('region', { name: 'Turbo' }).waitFor();
    expect(await nav.getByRole('region', { name: 'Forex' }).count()).toBe(0);
    await page.goto('/forex_note');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The Forex section could not be loaded' })
      .waitFor({ timeout: 20_000 });
    await nav.getByRole('link', { name: 'Note', exact: true }).click();
    await pageTitle(page, 'Note Management').waitFor();
    await page.goBack();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await pageTitle(page, 'Forex Note Management').waitFor({ timeout: 20_000 });
    await nav.getByRole('region', { name: 'Forex' }).waitFor();
    await context.close();
  });

  it('loads React once for the shell and every remote', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    // In-app navigation, one page load: the shell, turbo and forex must share one React.
    await page.getByRole('link', { name: 'Note', exact: true }).first().click();
    await pageTitle(page, 'Note Management').waitFor();
    await page.getByRole('link', { name: 'Note', exact: true }).nth(1).click();
    await pageTitle(page, 'Forex Note Management').waitFor();
    // react-dom is fetched once, from the shell; no remote brings its own copy.
    const reactDom = scripts.filter((p) => /react-dom/.test(p));
    expect(reactDom.filter((p) => /react-dom_client/.test(p))).toHaveLength(1);
    expect(reactDom.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
    expect(scripts.some((p) => p.startsWith('/remotes/turbo/'))).toBe(true);
    expect(scripts.some((p) => p.startsWith('/remotes/forex/'))).toBe(true);
    await context.close();
  });

  it("reads each remote's manifest once: the platform check's copy is the one the federation runtime loads", async () => {
    const { context, page } = await newPage(browser);
    const manifests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/mf-manifest.json')) manifests.push(pathname);
    });
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Note', exact: true }).first().click();
    await pageTitle(page, 'Note Management').waitFor();
    await page.getByRole('link', { name: 'Note', exact: true }).nth(1).click();
    await pageTitle(page, 'Forex Note Management').waitFor();
    await page.getByRole('link', { name: 'Role and Permission', exact: true }).click();
    await pageTitle(page, 'User Management').waitFor();
    expect([...manifests].sort()).toEqual([
      '/remotes/admin/mf-manifest.json',
      '/remotes/forex/mf-manifest.json',
      '/remotes/turbo/mf-manifest.json',
    ]);
    await context.close();
  });
});
