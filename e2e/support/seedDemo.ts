import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, type RunningServer } from './server';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Runs `npm run seed:demo` (its script, with these options) against a running product started by
 * startServer: through DATABASE_URL on the server's embedded PostgreSQL, with the server's DATA_DIR so the
 * generated images land where the server serves them from.
 */
export function seedDemo(server: Pick<RunningServer, 'dataDir' | 'pgPort'>, args: string[]): string {
  const password = readFileSync(path.join(server.dataDir, 'pg-password'), 'utf8').trim();
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'api/src/seed/seedMain.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        INIT_CWD: ROOT,
        DATA_DIR: server.dataDir,
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/console`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seed:demo failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
