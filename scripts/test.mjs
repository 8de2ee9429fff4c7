import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { RESULTS, totals, totalsLine } from './summary.mjs';

// `npm test`: every jest project (units, components, API on a real PostgreSQL, e2e in Chromium),
// then one closing line with the totals.
rmSync(RESULTS, { force: true });
const run = spawnSync(
  path.join(ROOT, 'node_modules', '.bin', 'jest'),
  ['--maxWorkers=2', '--json', `--outputFile=${RESULTS}`, ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
const result = totals();
console.log(totalsLine(result));
process.exit(run.status === 0 && result.failed === 0 ? 0 : 1);
