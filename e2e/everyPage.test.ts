import type { Browser, Locator, Page } from 'playwright-core';
import { consoleStops, publicStops } from './support/consolePages';
import { pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { blockingViolations } from './support/axe';
import { walk, type Place } from './support/pageWalker';
import { startSeededConsole, stopSeededConsole, type SeededConsole } from './support/seededConsole';
import { area as turboArea } from 'remote-turbo/area';
import { ADMIN, type RunningServer } from './support/server';

// Every page and everything it opens, on a console of its own filled by seed:demo (rows to preview,
// edit and delete; staff of every role), at a phone's width and a desktop's. One browser; one page per
// person, walked stop by stop.
jest.setTimeout(15 * 60_000);

const DEMO_PASSWORD = 'Demo-Walker-Password-1';
/** seed:demo's user with listing and preview rights only. */
const FEW_RIGHTS = 'neha';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

let server: RunningServer;
let browser: Browser;
let running: SeededConsole | undefined;

beforeAll(async () => {
  running = await startSeededConsole([
    '--password',
    DEMO_PASSWORD,
    '--proofs',
    '24',
    '--reports',
    '40',
    '--notes',
    '12',
    '--images',
    '2',
  ]);
  ({ server, browser } = running);
}, 180_000);

afterAll(() => stopSeededConsole(running));

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
  return context.newPage();
}

async function adminAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageAt(viewport);
  await logIn(page, ADMIN.username, ADMIN.password);
  return page;
}

/** The document may scroll down, never sideways: what is wider than the screen scrolls in its own box. */
async function noWiderThanTheScreen(page: Page, place: Place): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) {
    throw new Error(
      `${place.path} ${place.opened}: the document is ${scrollWidth} px wide on a ${clientWidth} px screen`,
    );
  }
}

const PEOPLE = [
  ['the admin', ADMIN.username, ADMIN.password],
  ['a user with listing and preview rights only', FEW_RIGHTS, DEMO_PASSWORD],
] as const;

/**
 * Walks every page, and all each one opens, as a person on a new browser (the Hard Refresh question
 * first, then the login page, then the console): at each place axe-core's WCAG 2.2 A/AA rules find no
 * critical or serious violation, the dialogs open and close from the keyboard with the focus where it
 * should be (pageWalker), and on a phone nothing is wider than the screen. Every finding of the walk is
 * reported together.
 */
async function walkEverything(viewport: { width: number; height: number }, username: string, password: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  const findings: string[] = [];
  const places: string[] = [];
  const check = async (place: Place) => {
    places.push(`${place.path} ${place.opened}`.trim());
    if (viewport.width === PHONE.width) await noWiderThanTheScreen(page, place);
    for (const finding of await blockingViolations(page)) {
      findings.push(
        `${place.path} ${place.opened}: ${finding.impact} ${finding.rule} (${finding.help}) at ${finding.targets.join(', ')}; ${finding.detail}`,
      );
    }
  };
  await walk(page, publicStops, check);
  await logIn(page, username, password);
  await walk(page, consoleStops, check);
  await context.close();
  return { findings, places };
}

describe.each([
  ['390 px', PHONE],
  ['1366 px', DESKTOP],
])('every page at %s', (_width, viewport) => {
  it.each(PEOPLE)(
    'passes axe (WCAG 2.2 A/AA, nothing critical or serious) for %s, with each dialog, drawer and form open from the keyboard',
    async (_who, username, password) => {
      const { findings, places } = await walkEverything(viewport, username, password);
      expect(findings).toEqual([]);
      expect(places).toEqual(
        expect.arrayContaining([
          '/ hard refresh question',
          '/forgot-password',
          '/reports',
          '/forex_proof filter drawer',
          '/404',
        ]),
      );
    },
  );
});

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

describe('the report table at 1366 px', () => {
  it('keeps the date and the row actions in view while scrolling sideways, and its scroll bar on the screen', async () => {
    const page = await adminAt(DESKTOP);
    await page.goto('/reports');
    await pageTitle(page, 'Report Management').waitFor();
    const table = page.getByRole('table', { name: 'Report Management' });
    const firstEdit = table.getByRole('button', { name: /^Edit report of / }).first();
    await firstEdit.waitFor();
    const box = table.locator('xpath=..');

    // Scrolled to the table, its whole box (and the horizontal scroll bar at its bottom) is on the screen.
    await box.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const fits = await box.evaluate((element) => {
      const header = document.querySelector('header')!.getBoundingClientRect().height;
      return element.getBoundingClientRect().height <= window.innerHeight - header;
    });
    expect(fits).toBe(true);

    for (const end of ['start', 'end'] as const) {
      await box.evaluate((element, where) => {
        element.scrollLeft = where === 'start' ? 0 : element.scrollWidth;
      }, end);
      expect(await tappable(firstEdit)).toBe(true);
      expect(await tappable(table.getByRole('cell').first())).toBe(true);
    }
    const scrolled = await box.evaluate((element) => element.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the whole empty-table text without scrolling', async () => {
    const page = await adminAt(DESKTOP);
    await page.goto('/reports');
    await pageTitle(page, 'Report Management').waitFor();
    await page
      .getByRole('table')
      .getByRole('button', { name: /^Edit report of / })
      .first()
      .waitFor();
    await page.getByLabel('Search reports').fill('no report says this');
    const empty = page.getByText('No records found', { exact: true });
    await empty.waitFor();
    const inside = await empty.evaluate((element) => {
      const text = element.getBoundingClientRect();
      const box = element.closest('table')!.parentElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      return words.left >= box.left && words.right <= box.right && text.width > 0;
    });
    expect(inside).toBe(true);
    await page.context().close();
  });
});

describe('the icon', () => {
  it('is shipped: every page names /favicon.ico, which answers an icon, not a 404', async () => {
    const page = await pageAt(DESKTOP);
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.ico');
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/icon/);
    expect((await answer.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    await page.context().close();
  });
});

describe('the accessibility check', () => {
  it('finds what it is there to find: the sidebar heading grey of old on its dark ground and a nameless icon button', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>
      <main><h1>Title</h1>
        <p style="background:#111827;color:#6b7280;font-size:12px">TURBO</p>
        <button type="button"><svg width="16" height="16" aria-hidden="true"><path d="M0 0h16v16z"/></svg></button>
      </main></body></html>`);
    const rules = (await blockingViolations(page)).map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
    await context.close();
  });
});

describe('motion', () => {
  /** Waits for a page's title; when it does not come, says what the page shows instead. */
  async function shown(page: Page, title: string): Promise<void> {
    try {
      await pageTitle(page, title).waitFor();
    } catch (error) {
      const showing = await page.evaluate(() => document.body.innerText.slice(0, 400));
      throw new Error(`${title} did not appear at ${page.url()}; the page shows: ${showing}`, { cause: error });
    }
  }

  /** What moves as the sidebar, a dialog and a filter drawer open, for a person whose system asks `reducedMotion`. */
  async function motionOf(reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, reducedMotion });
    await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
    const page = await context.newPage();
    await logIn(page, ADMIN.username, ADMIN.password);
    const transition = (target: Locator) =>
      target.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .map((part) => part.trim()),
      );
    const sidebar = await transition(page.locator('#sidebar'));

    // Through the sidebar, as a person on a phone moves (a tapped link closes it).
    const sidebarLink = (group: string, name: string) =>
      page.locator('#sidebar').getByRole('region', { name: group }).getByRole('link', { name, exact: true });
    await sidebarLink('User management', 'Role and Permission').click();
    await shown(page, 'User Management');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = await page
      .getByRole('dialog', { name: 'Add User' })
      .evaluate((element) => getComputedStyle(element).animationName);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await sidebarLink('Turbo', 'Proof').click();
    await shown(page, turboArea.proof.title);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = await transition(
      page.locator('aside', { has: page.getByRole('heading', { name: turboArea.proof.filterTitle }) }),
    );
    await context.close();
    return { sidebar, dialog, drawer };
  }

  it('stops for a person who asks for reduced motion: the sidebar, dialogs and drawers appear without sliding or rising', async () => {
    expect(await motionOf('reduce')).toEqual({ sidebar: ['0s'], dialog: 'none', drawer: ['0s'] });
  });

  it('is there for everyone else (so the check above has something to turn off)', async () => {
    const moving = await motionOf('no-preference');
    expect(moving.sidebar).not.toEqual(['0s']);
    expect(moving.dialog).not.toBe('none');
    expect(moving.drawer).not.toEqual(['0s']);
  });
});
