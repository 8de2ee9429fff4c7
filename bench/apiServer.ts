import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from 'api/testing';
import { ADMIN, startServer, stopServer } from 'e2e/support';

export interface BenchApi {
  url: string;
  /** The API process (for reading its memory from /proc). */
  pid: number;
  /** Bearer headers of the admin. */
  headers: Record<string, string>;
  /** The server's database, for putting data in quickly. */
  connection: DatabaseConnection;
  /** Bearer headers of a new subadmin of these sections. */
  subadmin: (sections: string[]) => Promise<Record<string, string>>;
  stop: () => Promise<void>;
}

/** Bearer headers of `username` logged in at `url` (the admin's when no one is named). */
export async function bearer(
  url: string,
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username} answered ${login.status}`);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * The real API on its own embedded PostgreSQL, without the front end (a stand-in remotes.json is all
 * the start-up check needs), with the admin logged in. `env` adds to the API's environment.
 */
export async function startApi(env: Record<string, string> = {}): Promise<BenchApi> {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell/dist/remotes.json'), '{}');
  const { child, ...server } = await startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn', ...env });
  const headers = await bearer(server.url, ADMIN.username, ADMIN.password);
  const password = readFileSync(path.join(server.dataDir, 'pg-password'), 'utf8').trim();
  const connection = connectDatabase(
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/console`,
    console,
  );
  return {
    url: server.url,
    pid: server.pid,
    headers,
    connection,
    async subadmin(sections) {
      const username = `benchsub${sections.join('').toLowerCase()}`;
      const password = 'Bench-Subadmin-Password-1';
      const created = await fetch(`${server.url}/api/admin/create`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password,
          role: 'subadmin',
          section: sections,
          permissions: [],
        }),
      });
      if (!created.ok) throw new Error(`could not create ${username}: ${created.status} ${await created.text()}`);
      return bearer(server.url, username, password);
    },
    async stop() {
      await connection.close();
      child.kill('SIGTERM');
      await stopServer(server.pid, server.dataDir);
      rmSync(appsDir, { recursive: true, force: true });
    },
  };
}
