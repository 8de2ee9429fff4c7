import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Figures measured before the large-data work (issue 13), by figure name, on this 2-core machine:
 * printed beside today's figure so a run shows what changed.
 */
const BEFORE_FILE = path.join(__dirname, 'before.json');
const before: Record<string, number> = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) : {};

/**
 * Whether figures are printed beside their before.json figure. A run at another size than the one
 * before.json measured (LARGE_SIZE=1000000) turns it off: the same name would compare two sizes.
 */
let comparing = true;
export function compareWithBefore(enabled: boolean) {
  comparing = enabled;
}

const digits = (unit: string) => (unit === 'KB' || unit === 'MB' ? 1 : 0);

/** One line per figure: what was measured, the value, the figure before, the goal and whether it is met. */
export function report(name: string, value: number, unit: string, goal?: { max: number }) {
  const verdict = goal
    ? value <= goal.max
      ? `goal <= ${goal.max} ${unit}: met`
      : `goal <= ${goal.max} ${unit}: NOT met`
    : '';
  const was = !comparing || before[name] === undefined ? '' : `(before ${before[name].toFixed(digits(unit))})`;
  console.log(
    `${name.padEnd(66)} ${value.toFixed(digits(unit)).padStart(9)} ${unit.padEnd(5)} ${was.padEnd(18)} ${verdict}`,
  );
}

/** The value below which `share` of `values` lie (the nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A figure this run does not measure, with why, in the same column as the values. */
export function notApplicable(name: string, why: string) {
  console.log(`${name.padEnd(66)} ${'n/a'.padStart(9)}       ${why}`);
}
