import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort as freePort, stopPostgresOf } from 'api/testing';

const ROOT = path.resolve(__dirname, '../..');

export const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'Admin-e2e-Password-1' };

export interface RunningServer {
  url: string;
  dataDir: string;
  pgPort: number;
  pid: number;
  logFile: string;
}

/**
 * Starts the product as `npm start` does (the API serving the built shell and remotes on one port)
 * with its own embedded PostgreSQL in a fresh DATA_DIR, so every suite runs against a real database.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** A DATA_DIR that already holds a console (a benchmark's copy of seeded data); a fresh one otherwise. */
  existingDataDir?: string,
): Promise<RunningServer & { child: ChildProcess }> {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  // Run as root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const logFile = `${dataDir}.log`;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PG_PORT: String(pgPort),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    // A file, not a pipe: a long-lived server must never block on a pipe nobody reads.
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const output = () => readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/remotes.json`);
      if (response.ok) return { url, dataDir, pgPort, pid: child.pid!, logFile, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start within 60 s:\n${output()}`);
}

/** SIGTERM, wait for the API to stop its PostgreSQL (or stop one it left behind), then remove the data. */
export async function stopServer(pid: number, dataDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } catch {
      break;
    }
  }
  // An API that died (or was killed by a fault test) leaves its postgres running on this folder.
  await stopPostgresOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.log`, { force: true });
}
