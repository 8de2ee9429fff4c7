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

/** Tries at most this many pairs of ports: a port found free may be taken before the API listens on it. */
const PORT_TRIES = 3;

class PortTaken extends Error {}

/**
 * Starts the product as `npm start` does (the API serving the built shell and remotes on one port)
 * with its own embedded PostgreSQL in a fresh DATA_DIR, so every suite runs against a real database.
 * A port found free can be taken by another process (a browser's or a test's connection, another
 * suite's server) before the API listens on it: the API then exits with EADDRINUSE, and it is started
 * again on other ports (seen in CI: a whole suite failed at its start).
 */
export async function startServer(
  env: Record<string, string> = {},
  /** A DATA_DIR that already holds a console (a benchmark's copy of seeded data); a fresh one otherwise. */
  existingDataDir?: string,
): Promise<RunningServer & { child: ChildProcess }> {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  // Run as root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  for (let tries = 1; ; tries += 1) {
    try {
      return await startOnFreePorts(env, dataDir);
    } catch (error) {
      if (!(error instanceof PortTaken) || tries >= PORT_TRIES) throw error;
      // The API that could not listen may leave its PostgreSQL running on the folder.
      await stopPostgresOf(dataDir);
    }
  }
}

async function startOnFreePorts(
  env: Record<string, string>,
  dataDir: string,
): Promise<RunningServer & { child: ChildProcess }> {
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
    if (child.exitCode !== null) {
      const said = output();
      const message = `the server exited early:\n${said}`;
      throw /EADDRINUSE/.test(said) ? new PortTaken(message) : new Error(message);
    }
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

/** SIGTERM, then once the process `pid` has exited (or `withinMs` have passed): the API stops its PostgreSQL first. */
export async function terminated(pid: number, withinMs = 20_000): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } catch {
      return;
    }
  }
}

/** SIGTERM, wait for the API to stop its PostgreSQL (or stop one it left behind), then remove the data. */
export async function stopServer(pid: number, dataDir: string): Promise<void> {
  await terminated(pid);
  // An API that died (or was killed by a fault test) leaves its postgres running on this folder.
  await stopPostgresOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.log`, { force: true });
}
