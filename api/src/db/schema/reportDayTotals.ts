import { bigint, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per area and day: how many reports and their sums in whole cents (each report rounded as the views
 * total it), kept by statement triggers on `reports` for every write path (migration 0026). A view
 * filtered by dates alone is counted and totalled from here (api/src/reports/view.ts).
 */
export const reportDayTotals = pgTable(
  'report_day_totals',
  {
    area: text('area').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reports: bigint('reports', { mode: 'number' }).notNull(),
    pl: numeric('pl').notNull(),
    stack: numeric('stack').notNull(),
    acBalance: numeric('ac_balance').notNull(),
    afterVoidBalance: numeric('after_void_balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.date] })],
);
