import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './db/embedded';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** After a failed run, the postgres the API started may outlive it: stop it (fast shutdown). */
function stopOrphanedPostgres(dataDir: string) {
  const pidFile = path.join(dataDir, 'pg/postmaster.pid');
  if (!existsSync(pidFile)) return;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
  } catch {
    // already gone
  }
}

// The way `npm start` and the e2e suite run the API: a real process, embedded PostgreSQL, real HTTP.
it('main starts on a fresh DATA_DIR, serves a login over HTTP and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-main-'));
  chmodSync(dataDir, 0o755); // postgres runs as its own OS user when we are root
  const port = await findFreePort();
  const child = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PG_PORT: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      'the API to listen',
      async () => ((await fetch(`${base}/api/admin/check-session`)).status === 401 ? true : undefined),
      60_000,
    );

    const password = readFileSync(path.join(dataDir, 'initial-admin-password'), 'utf8').trim();
    expect(output).toContain(password);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const { token } = await login.json();
    const me = await fetch(`${base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user.username).toBe('admin');
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    // postgres removes its pid file only after a clean shutdown.
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(false);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- API output ---\n${output}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    stopOrphanedPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
