import { asc, eq } from 'drizzle-orm';
import { todayInKolkata } from '@console/contract/time';
import type { Database } from '../db';
import { forexChart, type ForexChartRow } from '../db/schema';

/** A 4xChart entry as the spec's wire shows it: `_id`, an ISO date, a number. */
export interface ForexChartEntry {
  _id: string;
  date: string;
  amount: number;
}

export const toEntry = (row: ForexChartRow): ForexChartEntry => ({
  _id: row.id,
  // The day at midnight UTC: any reader taking the first ten characters, or showing it in Kolkata, gets the day.
  date: `${row.date}T00:00:00.000Z`,
  amount: Number(row.amount),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Kolkata day a date input means: a date input's YYYY-MM-DD as is, a full ISO timestamp converted
 * to its day in Asia/Kolkata. Undefined when it is no date.
 */
export function entryDay(value: string): string | undefined {
  if (DAY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
  }
  const instant = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(instant.getTime()) ? todayInKolkata(instant) : undefined;
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

export async function updateEntry(
  db: Database,
  id: string,
  day: string,
  amount: number,
): Promise<ForexChartRow | undefined> {
  const [row] = await db
    .update(forexChart)
    .set({ date: day, amount: amount.toFixed(2), updatedAt: new Date() })
    .where(eq(forexChart.id, id))
    .returning();
  return row;
}

export async function deleteEntry(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(forexChart).where(eq(forexChart.id, id)).returning({ id: forexChart.id });
  return rows.length > 0;
}
