import type { Page } from 'playwright-core';
import type { Area } from '@console/area-kit/descriptor';
import { pageTitle } from './browser';

/**
 * A day outside the report list's default range (this month): reports of it stay out of the default
 * view that other suites on the shared console count (reports.test.ts starts from an empty list).
 */
export const OLD_DAY = '2024-03-14';

/** Shows one old report on its area's list as a person finds it: the filters from its day and its user name. */
export async function showOldReport(page: Page, area: Area, userName: string): Promise<void> {
  await page.goto(area.report.route);
  await pageTitle(page, area.report.title).waitFor();
  await page.getByRole('switch', { name: /^Filters/ }).click();
  await page.getByLabel('Start Date').fill(OLD_DAY);
  await page.getByLabel('User Name', { exact: true }).fill(userName);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Edit report of ${userName}` }).waitFor();
}
