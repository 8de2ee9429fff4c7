import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { TEST_PG_URL_ENV } from './testServer';

/** Starts one embedded PostgreSQL for the whole run, in a throw-away folder, on a free port. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
  // mkdtemp makes the folder 0700; postgres runs as its own OS user when tests run as root.
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    database: 'postgres',
    log: { error: (message) => console.error(message) },
  });
  process.env[TEST_PG_URL_ENV] = server.adminUrl;
  globalThis.__API_TEST_PG__ = { stop: server.stop, dataDir };
}
