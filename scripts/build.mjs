import { copyBuiltApps, ensureBuilt } from './apps.mjs';

// `npm run build` rebuilds everything. `--snapshot-to DIR` (tests, benchmarks, run under a lock)
// builds only what is stale, then copies the result to DIR.
const at = process.argv.indexOf('--snapshot-to');
if (at === -1) {
  ensureBuilt({ force: true });
} else {
  ensureBuilt();
  copyBuiltApps(process.argv[at + 1]);
}
