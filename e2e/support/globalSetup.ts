import { RUN_SERVER_VARIABLE } from './runServer';
import { startServer } from './server';

// One product server for the whole e2e run; suites that need special settings start their own.
export default async function globalSetup() {
  // @ts-expect-error plain ESM helper shared with npm start
  const { snapshotBuiltApps } = await import('../../scripts/apps.mjs');
  const appsDir: string = snapshotBuiltApps();
  const { child, ...server } = await startServer({ APPS_DIR: appsDir });
  child.unref();
  process.env.E2E_BASE_URL = server.url;
  process.env[RUN_SERVER_VARIABLE] = JSON.stringify({ ...server, appsDir });
}
