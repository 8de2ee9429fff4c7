import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/db/embedded';

const ROOT = path.resolve(__dirname, '../..');

/** A throw-away DATA_DIR that PostgreSQL (its own OS user when we are root) can enter. */
export function tempDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

/** Polls `probe` until it answers something (a state a person could see), within `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the API wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGKILL unless it already exited; waits for the exit. Only ever signals this child. */
  kill: () => Promise<void>;
}

/**
 * The API as `npm start` runs it, but as node itself (`node --import tsx`), not through the tsx
 * launcher: its pid is the API's, so a SIGKILL kills the API and nothing else. On `env.PORT` or a free
 * port. Resolves once it answers HTTP; rejects (after killing it) when it exits first or takes over a
 * minute.
 */
export async function startApiProcess(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PG_PORT: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    await waitFor(
      'the API to listen',
      async () => {
        if (gone) throw new Error('exited');
        return (await fetch(`${api.base}/api/admin/check-session`)).status === 401 ? true : undefined;
      },
      60_000,
    );
  } catch {
    await api.kill();
    throw new Error(`the API did not start:\n${output}`);
  }
  return api;
}

/** After a failed run, a postgres an API started may outlive it: stop it (fast shutdown) and wait. */
export async function stopPostgresOf(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'pg/postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  // Only the postgres of this very folder, never whatever process now has that pid.
  if (!cmdline.includes(path.join(dataDir, 'pg'))) return;
  process.kill(pid, 'SIGINT');
  await waitFor('postgres to stop', async () => (existsSync(pidFile) ? undefined : true), 30_000).catch(
    () => undefined,
  );
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface ExternalPostgres {
  url: string;
  port: number;
  /** A clean stop (SIGTERM to the process this started, which stops its postgres); waits for it. */
  stop: () => Promise<void>;
}

/** A separate PostgreSQL (see externalPostgresMain.ts) on `dataDir`, on `port` or a free one. */
export async function startExternalPostgres(dataDir: string, port?: number): Promise<ExternalPostgres> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'externalPostgresMain.ts'), dataDir, ...(port ? [String(port)] : [])],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = await new Promise<{ url: string; port: number } | undefined>((resolve) => {
    let line = '';
    child.stdout.on('data', (chunk) => {
      line += chunk;
      if (line.includes('\n')) resolve(JSON.parse(line.split('\n')[0]) as { url: string; port: number });
    });
    void exited.then(() => resolve(undefined));
  });
  if (!started) {
    await stop();
    throw new Error(`the external PostgreSQL did not start:\n${output}`);
  }
  return { ...started, stop };
}
