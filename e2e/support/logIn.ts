import type { Page } from 'playwright-core';

/** Logs in through the login page as a person would (the Hard Refresh dialog is already acknowledged). */
export async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/dashboard');
}
