import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function adminAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
  await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
  const page = await context.newPage();
  await logIn(page, ADMIN.username, ADMIN.password);
  return page;
}

/** Whether a tap in the middle of `target` reaches it (nothing drawn over it). */
async function tappable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe('the sidebar', () => {
  it('on a phone opens over the page with a close button of its own; closed, the menu button is free; a tapped link closes it', async () => {
    const page = await adminAt(PHONE);
    const menu = page.getByRole('button', { name: 'Toggle sidebar' });
    const close = page.getByRole('button', { name: 'Close menu' });
    const sidebar = page.locator('#sidebar');
    await expect(sidebar.getAttribute('data-open')).resolves.toBe('true');
    expect(await tappable(menu)).toBe(false);
    expect(await tappable(close)).toBe(true);

    await close.click();
    await sidebar.waitFor({ state: 'hidden' });
    expect(await tappable(menu)).toBe(true);

    await menu.click();
    await page.locator('#sidebar[data-open="true"]').waitFor();
    await sidebar.getByRole('link', { name: 'Attendance', exact: true }).click();
    await pageTitle(page, 'Attendance Management').waitFor();
    await sidebar.waitFor({ state: 'hidden' });
    expect(await tappable(menu)).toBe(true);
    await page.context().close();
  });

  it('on a desktop stays beside the page: the menu button is free and there is no close button', async () => {
    const page = await adminAt(DESKTOP);
    await expect(page.locator('#sidebar').getAttribute('data-open')).resolves.toBe('true');
    expect(await tappable(page.getByRole('button', { name: 'Toggle sidebar' }))).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
