import { connectDatabase } from '../api/src/db';
import { reportRecords } from '../api/src/reports/records';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { logIn } from '../e2e/support/logIn';
import { ADMIN, startServer, stopServer } from '../e2e/support/server';
import { generateReports } from './reportsData';
import { median, report } from './report';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const COUNT = 100_000;
const TYPED = 'agent12';
// No import of node:perf_hooks here: code passed to page.evaluate must use the page's own `performance`.

/**
 * The report page in Chromium with 100,000 reports: how long the list takes to show, and how typing a
 * search keeps up (time from each keystroke's input event to the next painted frame; the box must
 * hold every character typed).
 */
export default async function reportsTyping() {
  // @ts-expect-error plain ESM helper shared with npm start
  const { snapshotBuiltApps } = await import('../scripts/apps.mjs');
  const appsDir: string = snapshotBuiltApps();
  const { child, ...server } = await startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const password = readFileSync(path.join(server.dataDir, 'pg-password'), 'utf8').trim();
    const connection = connectDatabase(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/console`,
      console,
    );
    const today = new Date().toISOString().slice(0, 10);
    // Dated today, so the page's default date range keeps them all.
    const reports = generateReports(COUNT).map((one) => ({
      report: { ...one, date: today, catchBy: 'Agent' },
      recordAddBy: 'admin',
    }));
    await reportRecords(connection.db, 'turbo').insertAll(reports);
    await connection.close();

    const { page } = await newPage(browser, server.url);
    await logIn(page, ADMIN.username, ADMIN.password);
    const start = performance.now();
    await page.goto('/reports');
    await page.getByText(`of ${COUNT.toLocaleString('en').replace(/,/g, '')} entries`).waitFor({ timeout: 180_000 });
    report(
      `/reports shows ${COUNT.toLocaleString('en')} reports (fetch, index, first page)`,
      performance.now() - start,
      'ms',
    );

    const search = page.getByRole('searchbox', { name: 'Search reports' });
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
    await search.pressSequentially(TYPED, { delay: 100 });
    await page.waitForTimeout(3000);
    const delays = await page.evaluate(() => (window as unknown as { typingDelays: number[] }).typingDelays);
    const value = await search.inputValue();
    report(`keystroke to painted frame while typing "${TYPED}", median`, median(delays), 'ms', { max: 50 });
    report('keystroke to painted frame, slowest', Math.max(...delays), 'ms');
    report(
      `characters lost while typing (box holds "${value}")`,
      TYPED.length - (value === TYPED ? TYPED.length : 0),
      'chars',
      { max: 0 },
    );
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
    rmSync(appsDir, { recursive: true, force: true });
  }
}
