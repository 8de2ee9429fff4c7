import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';

export const RESULTS = path.join(ROOT, '.test-results.json');

/** Totals of the last jest run; a run that wrote no results counts as one failure. */
export function totals() {
  if (!existsSync(RESULTS)) return { passed: 0, failed: 1 };
  const summary = JSON.parse(readFileSync(RESULTS, 'utf8'));
  return { passed: summary.numPassedTests, failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites };
}

export const totalsLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

// `node scripts/summary.mjs [passed failed]`: the jest totals, plus other checks' counts when given (CI).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [passed = 0, failed = 0] = process.argv.slice(2).map(Number);
  const jest = totals();
  console.log(totalsLine({ passed: jest.passed + passed, failed: jest.failed + failed }));
}
