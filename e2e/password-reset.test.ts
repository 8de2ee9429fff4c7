import type { Browser } from 'playwright-core';
import { waitForMail } from 'api/testing';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { createUser } from './support/users';
import { runServer } from './support/runServer';
import { submitLogin as logIn } from './support/logIn';

/** The data folder of this run's server: its mail outbox is DATA_DIR/outbox. */
const dataDir = (): string => runServer().dataDir;

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('password reset in Chromium, with the code read from the mail outbox', () => {
  it('resets a forgotten password with the e-mailed OTP, then logs in with the new one only', async () => {
    const account = { username: 'forgetful', email: 'forgetful@example.com', password: 'Old-Password-1' };
    await createUser({ ...account, role: 'user', section: ['Turbo'], permissions: ['note_listing'] });
    const { context, page } = await newPage(browser);

    await logIn(page, account.username, account.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    await pageTitle(page, 'Forgot Password').waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('status').filter({ hasText: 'OTP has been sent' }).waitFor();

    const mail = await waitForMail(dataDir(), (m) => m.to === account.email, 20_000);
    expect(mail.subject).toBe('Your password reset code');
    const code = /reset your password is (\d{6})\./.exec(mail.text)![1];

    await page.getByLabel('OTP').fill(wrongOf(code));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired OTP' }).waitFor();
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.getByLabel('New Password', { exact: true }).fill('New-Password-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('New-Password-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill('New-Password-2');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    expect(await page.getByLabel('Confirm Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password reset successful' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await logIn(page, account.username, account.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await logIn(page, account.email, 'New-Password-2');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

function wrongOf(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
