import { bigint, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AreaKey } from '@console/contract/areas';

const AREAS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The whole list of one area as the columns call sends it, built once per revision and kept here so
 * that every API instance serves the same bytes without building them again: the brotli copy, and the
 * gzip copy once an answer in gzip has asked for it (made from the brotli copy; an answer without
 * compression is the brotli copy unpacked as it is sent). One row per area and list:
 * a newer revision replaces the older one, so old revisions never pile up. Both copies are stored out of
 * line as they are (`STORAGE EXTERNAL`, migration 0037): packed already, PostgreSQL's own compression
 * only spent CPU on them.
 */
export const listSnapshots = pgTable(
  'list_snapshots',
  {
    area: text('area', { enum: AREAS }).notNull(),
    list: text('list', { enum: ['reports'] }).notNull(),
    /** The revision the bytes are at, as the list's ETag (listRevision.ts revisionTag). */
    tag: text('tag').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    epoch: uuid('epoch').notNull(),
    count: integer('count').notNull(),
    br: bytea('br').notNull(),
    /** Null until the first answer in gzip (most browsers take brotli). */
    gzip: bytea('gzip'),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.list] })],
);
