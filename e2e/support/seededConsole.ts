import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { runServer } from './runServer';
import { seedDemo } from './seedDemo';
import { startServer, stopServer, type RunningServer } from './server';

export interface SeededConsole {
  server: RunningServer;
  browser: Browser;
}

/**
 * A console of a test file's own, as `npm start` runs it on the built apps, filled by seed:demo with
 * `seedArgs`, and a browser: what the page walks and keyboard journeys work on without touching the
 * shared server's data.
 */
export async function startSeededConsole(seedArgs: string[]): Promise<SeededConsole> {
  const { child, ...server } = await startServer({ APPS_DIR: runServer().appsDir });
  child.unref();
  seedDemo(server, seedArgs);
  return { server, browser: await launchBrowser() };
}

export async function stopSeededConsole(running: SeededConsole | undefined): Promise<void> {
  if (!running) return;
  await running.browser.close();
  await stopServer(running.server.pid, running.server.dataDir);
}
