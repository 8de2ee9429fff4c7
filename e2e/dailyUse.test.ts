import type { Locator, Page } from 'playwright-core';
import type { Area } from '@console/area-kit/descriptor';
import { sampleReport } from '@console/contract/testing';
import { todayInKolkata } from '@console/contract/time';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { closePhoneMenu, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';
import { startSeededConsole, stopSeededConsole, type SeededConsole } from './support/seededConsole';

// A working day's lists and forms, measured in the real layout of Chromium at the widths staff use:
// every action in reach without scrolling sideways, nothing hidden under a pinned column, the spec's
// remark cut, errors that go as fields are corrected, each original's inputs named by its number.
jest.setTimeout(10 * 60_000);

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LONG_REMARK = 'Two originals test www.example.org/some/long/path';

let running: SeededConsole | undefined;

beforeAll(async () => {
  running = await startSeededConsole([
    '--password',
    'Demo-Daily-Use-1',
    '--proofs',
    '12',
    '--reports',
    '20',
    '--notes',
    '6',
  ]);
}, 180_000);
afterAll(() => stopSeededConsole(running));

async function adminAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await running!.browser.newContext({ baseURL: running!.server.url, viewport });
  await context.addInitScript(() => window.localStorage.setItem('hardRefreshAcknowledged', 'true'));
  const page = await context.newPage();
  await logIn(page, ADMIN.username, ADMIN.password);
  return page;
}

interface Reach {
  buttons: number;
  /** Buttons in view top to bottom, whose centre was hit-tested. */
  hitTested: number;
  problems: string[];
}

/**
 * Where a table's row actions are in the real layout: each inside the window and inside the table's
 * scroll box sideways (so in reach without scrolling sideways), and each one in view top to bottom the
 * topmost element at its centre (nothing overlaps it).
 */
function actionsReach(table: Locator): Promise<Reach> {
  return table.evaluate((element) => {
    const box = element.parentElement!.getBoundingClientRect();
    const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>('tbody td:last-child button'));
    const problems: string[] = [];
    let hitTested = 0;
    for (const button of buttons) {
      const r = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? button.textContent;
      if (r.left < Math.max(0, box.left) - 0.5 || r.right > Math.min(window.innerWidth, box.right) + 0.5)
        problems.push(`${name} at ${Math.round(r.left)}-${Math.round(r.right)} px, box ${box.left}-${box.right}`);
      const top = Math.max(0, box.top);
      const bottom = Math.min(window.innerHeight, box.bottom);
      if (r.top >= top && r.bottom <= bottom) {
        hitTested += 1;
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        if (!hit || !button.contains(hit)) problems.push(`${name} is covered by ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return { buttons: buttons.length, hitTested, problems };
  });
}

async function expectActionsInReach(page: Page, route: string, title: string, tableName = title): Promise<void> {
  await page.goto(route);
  await pageTitle(page, title).waitFor();
  const table = page.getByRole('table', { name: tableName, exact: true });
  await table.locator('tbody td:last-child button').first().waitFor();
  const reach = await actionsReach(table);
  expect({ route, problems: reach.problems }).toEqual({ route, problems: [] });
  expect(reach.buttons).toBeGreaterThan(0);
  expect(reach.hitTested).toBeGreaterThan(0);
}

/** Through the API, as another person would: a report of today with a long remark holding an address. */
async function addReportWithLongRemark(page: Page, area: Area): Promise<void> {
  const login = await page.request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { _id, recordAddBy, ...body } = sampleReport({
    userName: `${area.key}-remark-user`,
    date: todayInKolkata(),
    remark: LONG_REMARK,
  });
  const created = await page.request.post(`/api${area.report.apiBase}/create`, { headers, data: body });
  expect(created.status()).toBe(201);
}

describe('every action in reach at 1366 px (items 1 and 2)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await adminAt(LAPTOP);
  });
  afterAll(() => page?.context().close());

  it.each([turboArea, forexArea])(
    "keeps each row's actions in view on $label's catalogue, proof and report lists",
    async (area: Area) => {
      for (const key of ['whitelabel', 'prooftype', 'sport', 'note', 'proof', 'report'] as const)
        await expectActionsInReach(page, area[key].route, area[key].title);
    },
  );

  it('keeps each row of User Management in reach', async () => {
    await expectActionsInReach(page, '/userManagement', 'User Management', 'Users');
  });

  it.each([turboArea, forexArea])(
    "hides nothing of $label's reports under the pinned columns: opaque, and every column can be read whole",
    async (area: Area) => {
      await page.goto(area.report.route);
      await pageTitle(page, area.report.title).waitFor();
      const table = page.getByRole('table', { name: area.report.title, exact: true });
      await table.locator('tfoot:not([aria-busy])').waitFor();
      const layout = await table.evaluate((element) => {
        const box = element.parentElement!;
        const pinnedStart = element.querySelector('thead .pinned-start')!.getBoundingClientRect();
        const pinnedEnd = element.querySelector('thead .pinned-end')!.getBoundingClientRect();
        const problems: string[] = [];
        // Opaque: inside a pinned cell, what is on top is that cell (no scrolled cell shows through).
        for (const cell of Array.from(element.querySelectorAll<HTMLElement>('tbody td.pinned-end'))) {
          const r = cell.getBoundingClientRect();
          if (r.top < pinnedEnd.bottom || r.bottom > Math.min(window.innerHeight, box.getBoundingClientRect().bottom))
            continue;
          for (const [x, y] of [
            [r.left + 2, r.top + 2],
            [r.left + 2, r.bottom - 2],
            [r.right - 2, (r.top + r.bottom) / 2],
          ]) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !cell.contains(hit))
              problems.push(`under the actions at ${x},${y}: ${hit?.outerHTML.slice(0, 60)}`);
          }
        }
        const shadow = getComputedStyle(element.querySelector('thead .pinned-end')!).boxShadow;
        const overflows = box.scrollWidth > box.clientWidth;
        // Every column can be brought whole between the pinned ones: the first at the start, the last at the end.
        const cellsOf = (column: number) =>
          Array.from(element.querySelectorAll<HTMLElement>(`thead th:nth-child(${column})`)).map((cell) =>
            cell.getBoundingClientRect(),
          );
        const columns = element.querySelectorAll('thead th').length;
        box.scrollLeft = 0;
        const first = cellsOf(2)[0];
        if (first.left < pinnedStart.right - 1) problems.push(`the second column starts under the date`);
        box.scrollLeft = box.scrollWidth;
        const last = cellsOf(columns - 1)[0];
        if (last.right > element.querySelector('thead .pinned-end')!.getBoundingClientRect().left + 1)
          problems.push(`the last column ends under the actions at the end of the scroll`);
        box.scrollLeft = 0;
        return { problems, overflows, shadow };
      });
      expect(layout.problems).toEqual([]);
      expect(layout.overflows).toBe(true);
      // While the rest scrolls under it, the pinned edge casts a shadow (a line and a soft shade).
      expect(layout.shadow.split('rgb').length - 1).toBe(2);
    },
  );
});

describe('the remark cut (item 4)', () => {
  it.each([turboArea, forexArea])(
    "shows 25 characters and '...' of $label's long remark, its address a link opening in a new tab",
    async (area: Area) => {
      const page = await adminAt(LAPTOP);
      await addReportWithLongRemark(page, area);
      await page.goto(area.report.route);
      await pageTitle(page, area.report.title).waitFor();
      const link = page.getByRole('link', { name: 'www.ex', exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://www.example.org/some/long/path');
      expect(await link.getAttribute('target')).toBe('_blank');
      const shown = await link.evaluate((element) => element.parentElement!.textContent);
      expect(shown).toBe('Two originals test www.ex...');
      await page.context().close();
    },
  );
});

describe('forms (items 6, 7 and 8)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await adminAt(LAPTOP);
  });
  afterAll(() => page?.context().close());

  it("clears a field's error as the person corrects it (Add Forex Whitelabel)", async () => {
    const resource = forexArea.whitelabel;
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();
    await page.getByRole('button', { name: resource.addLabel }).click();
    const dialog = page.getByRole('dialog', { name: resource.addLabel });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Username is required').waitFor();
    await dialog.getByLabel(/^Username/).fill('daily-use-brand');
    await dialog.getByText('Username is required').waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(/^Username/).getAttribute('aria-invalid')).toBeNull();
    await expect(dialog.getByText('WhatsApp group is required').isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it.each([turboArea, forexArea])(
    "names each original's inputs by its number and keeps $label's balances aligned with messages shown",
    async (area: Area) => {
      await page.goto(area.report.route);
      await pageTitle(page, area.report.title).waitFor();
      await page.getByRole('button', { name: 'Add Record' }).click();
      const form = page.getByRole('form', { name: area.report.createTitle });
      await form.getByRole('button', { name: '+ Add Original' }).click();
      for (const number of [1, 2]) {
        const original = form.getByRole('group', { name: `Original ${number}`, exact: true });
        for (const list of ['Sport Name', 'Event Name', 'Market Name'])
          await original.getByRole('combobox', { name: `${list} 1 of original ${number}`, exact: true }).waitFor();
        await original.getByRole('spinbutton', { name: `P&L of original ${number}`, exact: true }).waitFor();
      }

      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByRole('alert').waitFor();
      const boxes = await Promise.all(
        ['Before Void Balance', 'After Void Balance'].map((label) =>
          form.getByRole('spinbutton', { name: label }).boundingBox(),
        ),
      );
      expect(boxes[1]!.height).toBeCloseTo(boxes[0]!.height, 0);
      expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
      await form.getByRole('button', { name: 'Cancel' }).click();
    },
  );
});

describe('User Management on a phone (item 9)', () => {
  it('shows every row as a card: Role, Section and the actions in the screen, nothing to scroll sideways', async () => {
    const page = await adminAt(PHONE);
    await page.goto('/userManagement');
    await pageTitle(page, 'User Management').waitFor();
    await closePhoneMenu(page);
    const table = page.getByRole('table', { name: 'Users' });
    await table.locator('tbody td:last-child button').first().waitFor();
    const layout = await table.evaluate((element) => {
      const box = element.parentElement!;
      const outside = Array.from(element.querySelectorAll<HTMLElement>('tbody td, tbody button'))
        .map((cell) => ({
          text: cell.dataset.label ?? cell.getAttribute('aria-label'),
          r: cell.getBoundingClientRect(),
        }))
        .filter(({ r }) => r.left < -0.5 || r.right > window.innerWidth + 0.5)
        .map(({ text, r }) => `${text} at ${Math.round(r.left)}-${Math.round(r.right)}`);
      const labels = new Set(Array.from(element.querySelectorAll<HTMLElement>('tbody td')).map((c) => c.dataset.label));
      // What reaches past the box's right edge, to say what makes it scroll if it does.
      const overflowing = Array.from(box.querySelectorAll<HTMLElement>('*'))
        .filter((node) => node.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5)
        .map((node) => `${node.tagName}.${node.className} ${Math.round(node.getBoundingClientRect().right)}`)
        .slice(0, 5);
      return {
        outside,
        scrolls: box.scrollWidth > box.clientWidth + 1,
        labels: [...labels],
        overflowing,
      };
    });
    expect(layout.outside).toEqual([]);
    expect({ scrolls: layout.scrolls, overflowing: layout.overflowing }).toEqual({ scrolls: false, overflowing: [] });
    expect(layout.labels).toEqual(expect.arrayContaining(['Role', 'Section', 'Actions']));
    const reach = await actionsReach(table);
    expect(reach.problems).toEqual([]);
    expect(reach.hitTested).toBeGreaterThan(0);
    await page.context().close();
  });
});
