import { date, doublePrecision, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The reports as a search reads them: per report its area, day, folded search text and sums in whole
 * cents (each rounded as the views total it), a tenth of a report's row, one partition per area, kept
 * by statement triggers on `reports` for every write path (migration 0027, which also makes the
 * partitions and the trigram index). A view filtered by a search and dates counts and totals here
 * (api/src/reports/view.ts).
 */
export const reportSearch = pgTable(
  'report_search',
  {
    area: text('area').notNull(),
    id: uuid('id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    search: text('search').notNull(),
    pl: doublePrecision('pl'),
    stack: doublePrecision('stack'),
    acBalance: doublePrecision('ac_balance').notNull(),
    afterVoidBalance: doublePrecision('after_void_balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.id] })],
);

/**
 * The folded values of the searched report fields with few values (agent, origin, catch by, proof
 * type, proof status, void status), per area, '' for none: a superset of what the reports hold, added
 * by statement triggers on `reports` and never removed (migration 0032). When every value of one field
 * contains a search's term, every report matches it (api/src/reports/view.ts).
 */
export const reportFieldValues = pgTable(
  'report_field_values',
  {
    area: text('area').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.field, t.value] })],
);
