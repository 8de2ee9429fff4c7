import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { tempDataDir } from '../../testing/apiProcess';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');

it('starts on another port when the one it chose was taken before PostgreSQL could listen on it', () => {
  const dataDir = tempDataDir('api-embedded-port-');
  try {
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(__dirname, 'embeddedPort.scenario.ts'), dataDir],
      { cwd: ROOT, encoding: 'utf8', timeout: 110_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const outcome = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
      taken: number;
      chosen: number[];
      port: number;
      one: number;
      errors: string[];
    };
    // The taken port was tried first, refused by PostgreSQL, and the next one chosen served.
    expect(outcome.chosen).toEqual([outcome.taken, outcome.port]);
    expect(outcome.port).not.toBe(outcome.taken);
    expect(outcome.errors.join('\n')).toMatch(/could not (create any TCP\/IP sockets|bind)/);
    expect(outcome.one).toBe(1);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
