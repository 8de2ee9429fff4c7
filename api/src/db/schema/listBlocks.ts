import { bigint, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The whole list's blocks as PostgreSQL last wrote their columns, by the print of their reports, per
 * area and epoch (migration 0030; api/src/reports/storedBlocks.ts): a build on any instance, after a
 * restart too, reads again only the blocks a change fell in. A cache: backups leave it out.
 */
export const listBlocks = pgTable(
  'list_blocks',
  {
    area: text('area').notNull(),
    epoch: uuid('epoch').notNull(),
    print: text('print').notNull(),
    /** The block's BlockColumns row, as JSON. */
    columns: text('columns').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.epoch, t.print] })],
);

/**
 * The places and prints of the blocks of the build list_blocks holds for an area, with the revision it
 * read (migration 0036): any instance plans its next build from the changes since (blockChanges.ts).
 * A cache: backups leave it out.
 */
export const listBlockShapes = pgTable('list_block_shapes', {
  area: text('area').primaryKey(),
  epoch: uuid('epoch').notNull(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
  /** The blocks newest first, each `[oldest day, oldest id, size, print]`. */
  blocks: jsonb('blocks').notNull(),
});
