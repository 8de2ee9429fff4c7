/** A name and how many records carry it: one bar of a chart, one row of a table. */
export interface Tally {
  name: string;
  count: number;
}

/** The group of a missing or blank proof maker, whitelabel or catch by (foundation.md §8). */
export const UNKNOWN = 'Unknown';

/** A record's group name: its text trimmed, or Unknown. */
export function nameOrUnknown(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value.trim() : UNKNOWN;
}

/**
 * Gives each distinct name a small integer once per list, so counting the records of a date range is
 * array arithmetic instead of string hashing (100,000 records per date change).
 */
export class NameIds {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }
}

/** The names with a count above zero, most first; equal counts in name order. */
export function tallies(names: readonly string[], counts: ArrayLike<number>): Tally[] {
  const rows: Tally[] = [];
  for (let id = 0; id < names.length; id += 1) if (counts[id] > 0) rows.push({ name: names[id], count: counts[id] });
  return rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
