import type { DescribeOpenPages } from './environment';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';

const launched = new Set<Browser>();
/** The last things each context saw: failed answers, console errors, page loads (for the failure report). */
const seen = new WeakMap<BrowserContext, string[]>();
const KEPT_EVENTS = 25;

function watch(context: BrowserContext): void {
  const events: string[] = [];
  seen.set(context, events);
  const started = Date.now();
  const note = (event: string) => {
    events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${event}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };
  context.on('response', async (response) => {
    if (response.status() < 400) return;
    // What the server said (a 401's reason: expired, revoked, no token), when the body can still be read.
    const said = await response.text().catch(() => '');
    note(`${response.status()} ${response.request().method()} ${response.url()} ${said.slice(0, 120)}`);
  });
  context.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    }),
  );
}

/** Each open page's address and the text it shows (the failure report of environment.ts). */
async function describeOpenPages(): Promise<string> {
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .evaluate(() => (document.querySelector('main') ?? document.body).innerText.slice(0, 800))
        .catch((error: Error) => `(unreadable: ${error.message})`);
      const busy = await page
        .locator('[role=status][aria-label], [role=alert]')
        .evaluateAll((found) => found.map((node) => node.getAttribute('aria-label') ?? node.textContent))
        .catch(() => []);
      const events = (seen.get(page.context()) ?? []).map((event) => `\n    ${event}`).join('');
      return `- ${page.url()}\n  statuses and alerts: ${JSON.stringify(busy)}\n  ${text.replace(/\s+/g, ' ')}\n  last events:${events || ' none'}`;
    }),
  );
  return shown.join('\n') || '(no page open)';
}

/** Debian's Chromium: no browser download works here, and root needs --no-sandbox. */
export async function launchBrowser(): Promise<Browser> {
  (globalThis as { describeOpenPages?: DescribeOpenPages }).describeOpenPages = describeOpenPages;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // A person who has allowed notifications, unless a test says otherwise (`permissions: []` blocks them):
  // left undecided, the first click in the console asks, headless Chromium refuses about 2 s later, and
  // the shell's red banner then pushes the page down under whatever the test was about to click.
  browser.newContext = async (options) => {
    const context = await newContext({ permissions: ['notifications'], ...options });
    watch(context);
    return context;
  };
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

export const baseUrl = (): string => {
  if (!process.env.E2E_BASE_URL) throw new Error('E2E_BASE_URL is not set: run through the e2e jest project');
  return process.env.E2E_BASE_URL;
};

/**
 * A fresh context with the Hard Refresh dialog already acknowledged, as for a returning user; `options`
 * add to the context's (`{ permissions: [] }`: a browser that blocks notifications).
 */
export async function newPage(
  browser: Browser,
  base = baseUrl(),
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
  const page = await context.newPage();
  return { context, page };
}

/**
 * The page's own title (its one h1), matched exactly. A bare heading-name match is a substring,
 * case-insensitive one: "User Management" would also match the sidebar's "User management" group
 * heading, resolve at once before the page loads, and later fail strict mode.
 */
export const pageTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Ticks a checkbox as a person does: clicks it, then waits until it shows ticked. Playwright's check()
 * reads the box at once after the click; on a loaded machine the page's re-render can come after that
 * read (a backup's last box failed so once in CI). A click that is lost still fails, by timing out.
 */
export async function tick(box: Locator): Promise<void> {
  await box.click();
  await box.page().waitForFunction((input) => (input as HTMLInputElement).checked, await box.elementHandle(), {
    timeout: 10_000,
  });
}

/**
 * A phone opens every page with the sidebar over it (foundation.md §2): closes it as a person would,
 * then waits until it has left the screen (hidden once its slide ends), so nothing is hit-tested or
 * clicked under a sidebar still sliding away.
 */
export async function closePhoneMenu(page: Page): Promise<void> {
  const closeMenu = page.getByRole('button', { name: 'Close menu' });
  if (!(await closeMenu.isVisible())) return;
  await closeMenu.click();
  await page.locator('#sidebar').waitFor({ state: 'hidden' });
}

/** Opens a page from the sidebar's `group` (Turbo, Forex...) by its link, as a person does, until its title shows. */
export async function openFromSidebar(page: Page, group: string, label: string, title: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('region', { name: group })
    .getByRole('link', { name: label, exact: true })
    .click();
  await pageTitle(page, title).waitFor();
}
