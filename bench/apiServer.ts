import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from 'api/testing';
import { ADMIN, startServer, stopServer } from 'e2e/support';

export interface BenchApi {
  url: string;
  /** Bearer headers of the admin. */
  headers: Record<string, string>;
  /** The server's database, for putting data in quickly. */
  connection: DatabaseConnection;
  stop: () => Promise<void>;
}

/**
 * The real API on its own embedded PostgreSQL, without the front end (a stand-in remotes.json is all
 * the start-up check needs), with the admin logged in.
 */
export async function startApi(): Promise<BenchApi> {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell/dist/remotes.json'), '{}');
  const { child, ...server } = await startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn' });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const password = readFileSync(path.join(server.dataDir, 'pg-password'), 'utf8').trim();
  const connection = connectDatabase(
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/console`,
    console,
  );
  return {
    url: server.url,
    headers: { authorization: `Bearer ${token}` },
    connection,
    async stop() {
      await connection.close();
      child.kill('SIGTERM');
      await stopServer(server.pid, server.dataDir);
      rmSync(appsDir, { recursive: true, force: true });
    },
  };
}
