import type { Browser, Locator, Page } from 'playwright-core';
import type { Area } from '@console/area-kit/descriptor';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { launchBrowser, newPage, openFromSidebar, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';
import { baseUrl } from './support/browser';
import { rangeStartInKolkata, shiftDay, todayInKolkata } from '@console/contract/time';
import { sampleReport } from '@console/contract/testing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One original of the form: its sport, event, market, P&L and bet details (odds, stack, time). */
async function fillOriginal(
  form: Locator,
  index: number,
  values: { sport: string; event: string; market: string; pl: string; bets: string[][] },
) {
  const original = form.getByRole('group', { name: `Original ${index + 1}` });
  await original.getByLabel('Sport Name 1').selectOption(values.sport);
  await original.getByLabel('Event Name 1').fill(values.event);
  await original.getByLabel('Market Name 1').fill(values.market);
  await original.getByLabel(/^P&L/).fill(values.pl);
  for (const [betIndex, [odds, stack, time]] of values.bets.entries()) {
    if (betIndex > 0) await original.getByRole('button', { name: '+ Add Bet Detail' }).click();
    const name = `bet detail ${betIndex + 1} of original ${index + 1}`;
    await original.getByLabel(`Odds, ${name}`).fill(odds);
    await original.getByLabel(`Stack, ${name}`).fill(stack);
    await original.getByLabel(`Time, ${name}`).fill(time);
  }
}

/** The rows of the report table's body and its Totals: footer, as text, once the whole list is counted. */
/**
 * The table once it shows `userName`'s report, and its footer's texts. The success message of a save or
 * an import comes before the list shows the write: the footer is read once the row is there.
 */
async function tableText(page: Page, userName: string) {
  const table = page.getByRole('table');
  await table.getByRole('cell', { name: userName, exact: true }).waitFor();
  await table.locator('tfoot:not([aria-busy])').waitFor();
  const footer = (await table.locator('tfoot td').allInnerTexts()).map((text) => text.trim());
  return { table, footer };
}

describe.each([turboArea, forexArea])('$label reports in Chromium against the real API', (area: Area) => {
  const resource = area.report;
  const userName = `${area.key}-caught-user`;

  it('adds a report with two originals and two bet details, shows it merged with totals, exports it and imports it back', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();
    await page.getByText(resource.messages.empty).waitFor();

    await page.getByRole('button', { name: 'Add Record' }).click();
    const form = page.getByRole('form', { name: resource.createTitle });
    await form.getByLabel(/^User Name/).fill(userName);
    await form.getByLabel(/^Agent/).fill('agent-north');
    await form.getByLabel(/^Origin$/).fill('Mumbai');
    await form.getByRole('button', { name: '+ Add Original' }).click();
    await fillOriginal(form, 0, {
      sport: 'Cricket',
      event: 'India v Australia',
      market: 'Match Odds',
      pl: '250.50',
      bets: [
        ['1.85', '100', '14:05:09'],
        ['2.10', '50', '14:07:00'],
      ],
    });
    await fillOriginal(form, 1, {
      sport: 'Tennis',
      event: 'Open Final',
      market: 'Winner',
      pl: '-40',
      bets: [['3', '25', '18:00:00']],
    });
    await form.getByLabel(/^Before Void Balance/).fill('1500');
    await form.getByLabel(/^After Void Balance/).fill('1209.5');
    await form.getByLabel(/^Catch By/).selectOption('Staff 1');
    await form.getByLabel(/^Remark$/).fill('see https://proofs.example/case/42 for the chat');
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.getByText(resource.messages.created).waitFor();
    const expectMerged = async () => {
      const { table, footer } = await tableText(page, userName);
      await expect(table.getByRole('cell', { name: userName, exact: true }).getAttribute('rowspan')).resolves.toBe('3');
      await expect(table.getByRole('cell', { name: 'Cricket', exact: true }).getAttribute('rowspan')).resolves.toBe(
        '2',
      );
      await expect(
        table.getByRole('cell', { name: 'Tennis', exact: true }).getAttribute('rowspan'),
      ).resolves.toBeNull();
      expect(await table.locator('tbody tr').count()).toBe(3);
      // P&L 250.50 - 40, stack 100 + 50 + 25, balances once per report.
      expect(footer).toEqual(['Totals:', '', '210.50', '', '175.00', '', '1500.00', '1209.50', '', '']);
      const link = table.getByRole('link', { name: 'proofs.example/case/4' });
      expect(await link.getAttribute('href')).toBe('https://proofs.example/case/42');
      expect(await link.getAttribute('target')).toBe('_blank');
    };
    await expectMerged();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Records' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resource.exportFileName);
    const file = await download.path();
    await page.getByText(`Export Success: ${resource.messages.exported}`).waitFor();

    await page.getByRole('button', { name: `Delete report of ${userName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(resource.messages.empty).waitFor();

    await page.getByLabel('Spreadsheet to import').setInputFiles(file);
    await page.getByText(`Import Success: ${resource.messages.imported}`).waitFor();
    await expectMerged();
    await page.reload();
    await page.getByRole('cell', { name: userName, exact: true }).waitFor();
    await expectMerged();
    await context.close();
  });

  it('never shows a stale copy: a report added by someone else is there after a reload', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();
    await page.getByRole('table').locator('tfoot:not([aria-busy])').waitFor();

    // Someone else, in another browser: a report through the API with their own session.
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const elsewhere = `${area.key}-added-elsewhere`;
    const { _id, recordAddBy, ...body } = sampleReport({ userName: elsewhere, date: todayInKolkata() });
    const created = await fetch(`${baseUrl()}/api${resource.apiBase}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);

    // The kept copy is at the old revision: the reload reads the list again instead of showing it.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(elsewhere);
    await page.getByRole('cell', { name: elsewhere, exact: true }).waitFor();
    // The unfiltered list holds that row too: wait until the search has answered (the other rows gone).
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.nth(1).waitFor({ state: 'detached' });
    await page.getByRole('table').locator('tfoot:not([aria-busy])').waitFor();
    expect(await rows.count()).toBe(1);
    await context.close();
  });
});

describe("the report list's default dates in Chromium", () => {
  it('are made again for the new day after midnight in Kolkata; dates a person chose stay', async () => {
    const resource = turboArea.report;
    // The browser's clock only, three days back (the server's stays today's, so the session holds): 23:55
    // in Kolkata, then past midnight, then the day after.
    const day = (back: number) => shiftDay(todayInKolkata(), { days: -back });
    const at = (back: number, time: string) => new Date(`${day(back)}T${time}+05:30`);
    const { context, page } = await newPage(browser);
    await context.clock.install({ time: at(3, '23:55:00') });
    await logIn(page, ADMIN.username, ADMIN.password);
    /** A visit of the list from the sidebar, its drawer open: the Start and End Date it shows. */
    const visit = async () => {
      await openFromSidebar(page, 'Turbo', 'Note', turboArea.note.title);
      await openFromSidebar(page, 'Turbo', 'Report', resource.title);
      await page.getByRole('table', { name: resource.title }).waitFor();
      const filters = page.getByRole('switch', { name: /^Filters/ });
      if ((await filters.getAttribute('aria-checked')) !== 'true') await filters.click();
      const drawer = page.getByRole('complementary', { name: resource.filterTitle });
      const days = [drawer.getByLabel('Start Date'), drawer.getByLabel('End Date')];
      return { drawer, days, values: () => Promise.all(days.map((input) => input.inputValue())) };
    };
    const evening = await visit();
    await expect(evening.values()).resolves.toEqual([rangeStartInKolkata(at(3, '23:55:00')), day(3)]);

    await context.clock.setSystemTime(at(2, '00:05:00'));
    const night = await visit();
    await expect(night.values()).resolves.toEqual([rangeStartInKolkata(at(2, '00:05:00')), day(2)]);
    await night.days[0].fill(day(10));

    await context.clock.setSystemTime(at(1, '00:05:00'));
    const next = await visit();
    await expect(next.values()).resolves.toEqual([day(10), day(2)]);
    await context.close();
  });
});
