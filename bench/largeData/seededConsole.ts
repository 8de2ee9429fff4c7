import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from 'api/testing';
import { ADMIN, startServer, stopServer, terminated } from 'e2e/support';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Proofs and reports per area: 100,000 by default, `LARGE_SIZE=1000000 npm run bench -- largeData` for
 * a busy operation after some years (about 5 GB of disk in the system's temporary folder; never in CI).
 */
const SIZE = Number(process.env.LARGE_SIZE ?? 100_000);
export const LARGE = { proofs: SIZE, reports: SIZE, notes: 2_000 };
export const DEMO_PASSWORD = 'Bench-Demo-Password-1';

/** Seeding 400,000 records takes minutes; the seeded DATA_DIR is kept here between runs, never changed. */
const CACHE = path.join(os.tmpdir(), `console-bench-large-p${LARGE.proofs}-r${LARGE.reports}-n${LARGE.notes}`);
const READY = path.join(CACHE, '.seeded');

/**
 * `npm run seed:demo -- --proofs 100000 --reports 100000` into a DATA_DIR of its own (the seed starts
 * that DATA_DIR's embedded PostgreSQL itself), once: later runs reuse it.
 */
async function seededCache(): Promise<string> {
  if (existsSync(READY)) return CACHE;
  rmSync(CACHE, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', CACHE]);
  // Run as root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(CACHE, 0o755);
  const started = Date.now();
  console.log(`seeding ${LARGE.proofs} proofs and ${LARGE.reports} reports per area into ${CACHE} (once)...`);
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      path.join(ROOT, 'api/src/seed/seedMain.ts'),
      '--proofs',
      String(LARGE.proofs),
      '--reports',
      String(LARGE.reports),
      '--notes',
      String(LARGE.notes),
      '--password',
      DEMO_PASSWORD,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        INIT_CWD: ROOT,
        DATA_DIR: CACHE,
        DATABASE_URL: '',
        PG_PORT: String(await findFreePort()),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    rmSync(CACHE, { recursive: true, force: true });
    throw new Error(`seed:demo failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  writeFileSync(READY, new Date().toISOString());
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(0)} s (goal at 1,000,000 proofs and reports per area: ≤ 900 s)`,
  );
  return CACHE;
}

/** A copy of the seeded console for one run (a run may write: the cache stays as seeded). */
export async function seededDataDir(): Promise<string> {
  const cache = await seededCache();
  const copy = mkdtempSync(path.join(os.tmpdir(), 'console-bench-run-'));
  const copied = spawnSync('cp', ['-a', `${cache}/.`, copy], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`could not copy ${cache}: ${copied.stderr}`);
  chmodSync(copy, 0o755);
  rmSync(path.join(copy, 'pg/postmaster.pid'), { force: true });
  // The copy's gigabytes written out now, not by the kernel's writeback while the run measures.
  spawnSync('sync', ['-f', copy]);
  return copy;
}

/**
 * The API alone on a copy of the seeded console (no apps built: the calls are all a run makes), and
 * how to stop it and remove the copy.
 */
export async function startSeededApi(): Promise<{
  url: string;
  /** The running API's process (for its CPU and PostgreSQL's: apiProcess.ts). */
  readonly pid: number;
  /** Stops the API (and its PostgreSQL) and starts it again on the same data: the new URL. */
  restart: () => Promise<string>;
  stop: () => Promise<void>;
}> {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell/dist/remotes.json'), '{}');
  const dataDir = await seededDataDir();
  const start = () => startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn' }, dataDir);
  let server = await start();
  const loopback = () => server.url.replace('localhost', '127.0.0.1');
  return {
    url: loopback(),
    get pid() {
      return server.pid;
    },
    async restart() {
      await terminated(server.pid);
      server = await start();
      return loopback();
    },
    async stop() {
      server.child.kill('SIGTERM');
      await stopServer(server.pid, server.dataDir);
      rmSync(appsDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
