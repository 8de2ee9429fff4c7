import type { Page } from 'playwright-core';

/** Fills and sends the login form as a person would (the Hard Refresh dialog is already acknowledged). */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/** Logs in and waits for the dashboard. */
export async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await submitLogin(page, identifier, password);
  await page.waitForURL('**/dashboard');
}
