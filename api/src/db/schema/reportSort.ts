import { date, doublePrecision, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The reports as a sort by a column no index keeps reads them: per report its area, day and the value
 * each such column sorts by (api/src/reports/view.ts SORT_VALUE), one partition per area, kept by
 * statement triggers on `reports` for every write path (migration 0028, which also makes the
 * partitions). A view by dates alone sorted by one of these columns takes its page from here.
 */
export const reportSort = pgTable(
  'report_sort',
  {
    area: text('area').notNull(),
    id: uuid('id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    agent: text('agent'),
    origin: text('origin'),
    sportNames: text('sport'),
    eventNames: text('event'),
    marketNames: text('market'),
    odds: doublePrecision('odds'),
    stack: doublePrecision('stack'),
    time: text('time'),
    acBalance: doublePrecision('ac_balance'),
    afterVoidBalance: doublePrecision('after_void_balance'),
    catchBy: text('catch_by'),
    proofType: text('proof_type'),
    proofStatus: text('proof_status'),
    voidStatus: text('void_status'),
    remark: text('remark'),
    recordAddBy: text('record_add_by'),
  },
  (t) => [primaryKey({ columns: [t.area, t.id] })],
);
