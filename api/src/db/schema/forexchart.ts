import { date, index, integer, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admin's daily P&L ledger (4xChart): one amount per entry, on a calendar day. Amounts are money,
 * so numeric with two decimals (the form's step is 0.01), never a float.
 */
export const forexChart = pgTable(
  'forex_chart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Asia/Kolkata calendar day the amount belongs to. */
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write (README "No lost update"). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('forex_chart_date_idx').on(t.date)],
);

export type ForexChartRow = typeof forexChart.$inferSelect;
