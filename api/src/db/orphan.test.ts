import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartRefused, stopOrphanedPostgres } from './orphan';

// Stopping a real orphaned postgres is proven end to end in main.test.ts (an API killed, then started
// again on the same DATA_DIR); here, what is refused and what is left alone.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
  mkdirSync(path.join(dir, 'pg'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cluster = () => path.join(dir, 'pg');
const lockWith = (pid: number) => writeFileSync(path.join(cluster(), 'postmaster.pid'), `${pid}\n${cluster()}\n`);

it('does nothing without a pid file, or when its process is gone (postgres clears a stale file itself)', async () => {
  await expect(stopOrphanedPostgres(cluster())).resolves.toEqual({});
  const gone = spawn('true');
  await new Promise((resolve) => gone.on('exit', resolve));
  lockWith(gone.pid!);
  await expect(stopOrphanedPostgres(cluster())).resolves.toEqual({});
});

/**
 * Resolves once `pid`'s command line can be read: spawn returns when the child's exec has begun, and
 * Linux sets up the new program's arguments a moment later (reading them in between gives nothing).
 */
async function commandLineOf(pid: number): Promise<string> {
  for (;;) {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (argv.length > 0) return argv.join(' ');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('refuses, naming the process, when something other than its postgres holds the folder', async () => {
  const other = spawn('sleep', ['30']);
  try {
    expect(await commandLineOf(other.pid!)).toBe('sleep 30');
    lockWith(other.pid!);
    const refusal = await stopOrphanedPostgres(cluster()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StartRefused);
    expect((refusal as Error).message).toBe(
      `The database folder ${cluster()} is locked by process ${other.pid} (sleep 30), which is not its PostgreSQL: ` +
        `stop that process or delete ${cluster()}/postmaster.pid if you are sure nothing uses the folder, then start again.`,
    );
    expect(other.exitCode).toBeNull();
  } finally {
    other.kill();
  }
});
