import type { Page } from 'playwright-core';

/** The page titles (the spec's), which are also the tables' captions. */
export const TITLES = {
  reports: 'Report Management',
  forexReports: 'Forex Report Management',
  proofs: 'Proof Management',
  forexProofs: 'Forex Proof Management',
} as const;

/** Milliseconds from `action` until `shown` resolves. */
export async function timed(action: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  await shown();
  return performance.now() - start;
}

export const sidebarLink = (page: Page, path: string) => page.locator(`nav[aria-label="Main"] a[href="${path}"]`);

/** Rows of data (not the one-cell empty row) in the table captioned `title`. */
export const firstRow = (page: Page, title: string) =>
  page.getByRole('table', { name: title, exact: true }).locator('tbody tr:has(td + td)').first();

/** The whole list is in the browser: the list worker answers the table (the server did until then). */
export const listComplete = (page: Page, title: string) =>
  page
    .locator('[data-engine="browser"]')
    .getByRole('table', { name: title, exact: true })
    .waitFor({ timeout: 120_000 });

/** The pager's count once it shows exactly `total` entries. */
export const pagerShows = (page: Page, total: number) =>
  page
    .getByRole('group', { name: 'Pagination' })
    .getByText(new RegExp(`of ${total} entries`))
    .waitFor({ timeout: 120_000 });

/** The dashboard's cards hold figures (none busy) and the first chart has drawn its shapes. */
export async function dashboardShown(page: Page, firstChart: string): Promise<void> {
  await page.waitForFunction(
    () => {
      const cards = document.querySelectorAll('main article');
      return cards.length >= 7 && [...cards].every((card) => !card.querySelector('[aria-busy="true"]'));
    },
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  await page
    .getByRole('figure', { name: firstChart, exact: true })
    .locator('svg path')
    .first()
    .waitFor({ state: 'attached', timeout: 120_000 });
}

/** Nothing on the dashboard is being counted any more (no busy card, table or chart). */
export const dashboardSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
    timeout: 120_000,
    polling: 'raf',
  });

/** Every chart of the area drawn (the dashboard is done before the next step starts). */
export async function dashboardDone(page: Page, titles: string[]): Promise<void> {
  for (const title of titles)
    await page
      .getByRole('figure', { name: title, exact: true })
      .locator('svg path')
      .first()
      .waitFor({ state: 'attached', timeout: 120_000 });
}

/**
 * Types `text` into `box` as a person does (100 ms between keys) and answers each keystroke's time
 * to the next painted frame and what the box holds after.
 */
export async function typeMeasured(page: Page, box: ReturnType<Page['getByRole']>, text: string) {
  await page.evaluate(() => {
    const delays: number[] = [];
    (window as unknown as { typingDelays: number[] }).typingDelays = delays;
    // On the document, so the measure holds whatever React does with the box.
    document.addEventListener(
      'input',
      (event) => {
        const typedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => delays.push(performance.now() - typedAt)));
      },
      true,
    );
  });
  await box.pressSequentially(text, { delay: 100 });
  await page.waitForTimeout(1500);
  const delays = await page.evaluate(() => (window as unknown as { typingDelays: number[] }).typingDelays);
  return { delays, value: await box.inputValue() };
}

/** What the report list's `GET /api/report/view` answers that the benchmark reads. */
export interface ViewAnswer {
  total: number;
  /** False above REPORT_BROWSER_LIST_MAX: the page keeps to the server for every view. */
  wholeList: boolean;
}

/**
 * The page's next answer of `GET /api/report/view` (Turbo's report list) whose query `matches`: start
 * waiting before the action that asks. Null when the answer has no body the page read (a 304).
 */
export async function nextViewAnswer(
  page: Page,
  matches: (query: URLSearchParams) => boolean = () => true,
): Promise<ViewAnswer | null> {
  const response = await page.waitForResponse(
    (candidate) => {
      const url = new URL(candidate.url());
      return url.pathname === '/api/report/view' && matches(url.searchParams);
    },
    { timeout: 120_000 },
  );
  try {
    return (await response.json()) as ViewAnswer;
  } catch {
    return null;
  }
}

/** The server answers the table captioned `title` (the list stays out of the browser). */
export const serverAnswers = (page: Page, title: string) =>
  page.locator('[data-engine="server"]').getByRole('table', { name: title, exact: true }).waitFor({ timeout: 10_000 });

/**
 * The table under `main` is no longer marked as waiting for its answer: nothing there is (the table's
 * wrapper and its pager may both be busy at once, so no single-element locator).
 */
export const tableSettled = dashboardSettled;
