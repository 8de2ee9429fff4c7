/** A count as people here write it, with Indian digit grouping: 1,00,000. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-IN');
}
