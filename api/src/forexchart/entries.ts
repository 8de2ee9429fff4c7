import { and, asc, eq, sql } from 'drizzle-orm';
import { isCalendarDay, todayInKolkata } from '@console/contract/time';
import type { ChartEntry } from '@console/contract/wire';
import type { Database } from '../db';
import { forexChart, type ForexChartRow } from '../db/schema';

export const toEntry = (row: ForexChartRow): ChartEntry => ({
  _id: row.id,
  // The day at midnight UTC: any reader taking the first ten characters, or showing it in Kolkata, gets the day.
  date: `${row.date}T00:00:00.000Z`,
  amount: Number(row.amount),
  version: row.version,
});

/** An ISO timestamp as browsers send it: a day, a time of day, optional seconds and fraction, an optional offset. */
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * The Kolkata day a date input means: a date input's YYYY-MM-DD as is, a full ISO timestamp converted
 * to its day in Asia/Kolkata. Undefined when it is no date. A day the calendar lacks (2026-02-30) is
 * refused, never rolled over into the next month, and so is a year before 100 (JavaScript reads
 * two-digit years as 19xx, PostgreSQL has no year 0).
 */
export function entryDay(value: string): string | undefined {
  if (!(Number(value.slice(0, 4)) >= 100)) return undefined;
  if (isCalendarDay(value)) return value;
  const timestamp = TIMESTAMP.exec(value);
  if (!timestamp || !isCalendarDay(timestamp[1])) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : todayInKolkata(instant);
}

// numeric(14, 2): twelve digits before the point.
export const AMOUNT_LIMIT = 1e12;

export function listEntries(db: Database): Promise<ForexChartRow[]> {
  return db.select().from(forexChart).orderBy(asc(forexChart.date), asc(forexChart.createdAt));
}

export async function createEntry(db: Database, day: string, amount: number): Promise<ForexChartRow> {
  const [row] = await db
    .insert(forexChart)
    .values({ date: day, amount: amount.toFixed(2) })
    .returning();
  return row;
}

/** The entry held until the transaction `db` belongs to ends. */
export async function lockEntry(db: Database, id: string): Promise<ForexChartRow | undefined> {
  const [row] = await db.select().from(forexChart).where(eq(forexChart.id, id)).for('update');
  return row;
}

/** Undefined unless the entry is at `version`; bumps it in the same statement. */
export async function updateEntry(
  db: Database,
  id: string,
  version: number,
  day: string,
  amount: number,
): Promise<ForexChartRow | undefined> {
  const [row] = await db
    .update(forexChart)
    .set({ date: day, amount: amount.toFixed(2), updatedAt: new Date(), version: sql`${forexChart.version} + 1` })
    .where(and(eq(forexChart.id, id), eq(forexChart.version, version)))
    .returning();
  return row;
}

export async function deleteEntry(db: Database, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(forexChart)
    .where(and(eq(forexChart.id, id), eq(forexChart.version, version)))
    .returning({ id: forexChart.id });
  return rows.length > 0;
}
