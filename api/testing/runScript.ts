import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ScriptRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the API's TypeScript command-line entry points (`api/src/...Main.ts`) under tsx in one
 * process, without blocking this one: a test may serve what the command calls (an s3rver, the test's
 * database) from its own event loop, which a synchronous spawn would stall for ever. Killed after
 * `timeout` ms, so a stuck command fails its test instead of the whole run.
 */
export function runScript(
  entry: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
  timeout = 60_000,
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src', entry), ...args],
      {
        cwd: path.join(ROOT, 'api'),
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : 1) : 0, stdout, stderr });
      },
    );
  });
}
