import { bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The keys of the reports each statement wrote, per area, epoch and the revision of the list it made
 * (migration 0035, written by the revision's bump for every write path): a build of the whole list
 * after a change reads only the blocks these fall in (api/src/reports/blockChanges.ts). A row without
 * a key: a statement of many reports, or a truncate (every block may have changed). A cache that
 * prunes itself; backups leave it out.
 */
export const reportListChanges = pgTable(
  'report_list_changes',
  {
    area: text('area').notNull(),
    epoch: uuid('epoch').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }),
    id: uuid('id'),
  },
  (t) => [index('report_list_changes_revision_idx').on(t.area, t.epoch, t.revision)],
);
