/** One line per figure: what was measured, the value, the goal and whether it is met. */
export function report(name: string, value: number, unit: string, goal?: { max: number }) {
  const verdict = goal
    ? value <= goal.max
      ? `goal <= ${goal.max} ${unit}: met`
      : `goal <= ${goal.max} ${unit}: NOT met`
    : '';
  console.log(`${name.padEnd(60)} ${value.toFixed(unit === 'KB' ? 1 : 0).padStart(10)} ${unit.padEnd(4)} ${verdict}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
