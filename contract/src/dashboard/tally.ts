import type { Static } from 'typebox';
import type { TallyAnswer } from '../wire/dashboard';

/** A name and how many records carry it: one bar of a chart, one row of a table. */
export type Tally = Static<typeof TallyAnswer>;

/** The group of a missing or blank proof maker, whitelabel or catch by (foundation.md §8). */
export const UNKNOWN = 'Unknown';

/** A record's group name: its text trimmed, or Unknown. */
export function nameOrUnknown(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value.trim() : UNKNOWN;
}

/** The names with a count above zero, most first; equal counts in name order. */
export function tallies(counts: ReadonlyMap<string, number>): Tally[] {
  const rows: Tally[] = [];
  for (const [name, count] of counts) if (count > 0) rows.push({ name, count });
  return rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
