import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AreaKey } from '@console/contract/areas';
import type { Original } from '@console/contract/reports';
import { uuidv7 } from '../uuidv7';

const AREAS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

/**
 * Reports of both areas in one table with an `area` column, as the catalogue does. The originals with
 * their bet details are read and written with their report, never alone, so they live on the row as
 * jsonb. Older records may hold single sportName/eventName/marketName there; readers normalise them
 * (@console/contract/reports normalizeReport).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom().$defaultFn(uuidv7),
    area: text('area', { enum: AREAS }).notNull(),
    /** The day of the case (a calendar day, no time zone). */
    date: date('date', { mode: 'string' }).notNull(),
    userName: text('user_name').notNull(),
    agent: text('agent').notNull(),
    origin: text('origin').notNull().default(''),
    originals: jsonb('originals').$type<Original[]>().notNull(),
    /** Before Void Balance. */
    acBalance: doublePrecision('ac_balance').notNull(),
    afterVoidBalance: doublePrecision('after_void_balance').notNull(),
    catchBy: text('catch_by').notNull(),
    proofType: text('proof_type').notNull(),
    proofStatus: text('proof_status').notNull(),
    voidStatus: text('void_status').notNull(),
    remark: text('remark').notNull().default(''),
    /** Username of who added the report (or the import's "Record Added By"), kept as written. */
    recordAddBy: text('record_add_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write (README "No lost update"). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('reports_area_check', sql`${t.area} IN ('turbo', 'forex')`),
    // The list's order (newest day, then newest record), so a page or a streamed list reads it in order.
    index('reports_area_date_id_idx').on(t.area, t.date, t.id),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
