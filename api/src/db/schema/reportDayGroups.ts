import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per area and day: how many reports of each catch-by name, proof status and void status (as stored),
 * kept by statement triggers on `reports` for every write path (migration 0033). The dashboard's report
 * figures for a range of days are summed from here (api/src/dashboard/stats.ts).
 */
export const reportDayGroups = pgTable(
  'report_day_groups',
  {
    area: text('area').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    catchBy: text('catch_by').notNull(),
    proofStatus: text('proof_status').notNull(),
    voidStatus: text('void_status').notNull(),
    reports: bigint('reports', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.date, t.catchBy, t.proofStatus, t.voidStatus] })],
);
