import { getTableColumns, sql } from 'drizzle-orm';
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
 * What the browser's index derives from a report, kept on the row for the list's views in SQL
 * (api/src/reports/view.ts): folded texts for contains-search and text sorts, the first sport, event,
 * market, odds and time, every P&L, odds and stack, and the sums. The report writers set them
 * (viewColumnsOf); a trigger (reports_derive_view, migration 0019) makes them for any other write
 * (restore, SQL by hand), so they are never missing or stale.
 */
const viewColumns = {
  viewSearch: text('view_search'),
  viewSports: text('view_sports'),
  viewEvents: text('view_events'),
  viewMarkets: text('view_markets'),
  viewFirstSport: text('view_first_sport'),
  viewFirstEvent: text('view_first_event'),
  viewFirstMarket: text('view_first_market'),
  viewFirstOdds: doublePrecision('view_first_odds'),
  viewFirstTime: text('view_first_time'),
  viewPls: doublePrecision('view_pls').array(),
  viewOdds: doublePrecision('view_odds').array(),
  viewStacks: doublePrecision('view_stacks').array(),
  viewPlSum: doublePrecision('view_pl_sum'),
  viewStackSum: doublePrecision('view_stack_sum'),
};

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
    /**
     * The report's part of the whole list's block line (api/src/reports/reportWire.ts), written by the
     * report writers with the report; emptied by a trigger (reports_wire_kept, migration 0039) when any
     * other write changes the row, and then the list writes that report's block from its columns.
     */
    wire: text('wire'),
    ...viewColumns,
  },
  (t) => [
    check('reports_area_check', sql`${t.area} IN ('turbo', 'forex')`),
    // The list's order (newest day, then newest record), so a page or a streamed list reads it in order.
    // Migration 0019 adds INCLUDE (view_pl_sum, view_stack_sum, ac_balance, after_void_balance), which
    // Drizzle cannot spell, and the search and sort indexes of the views (trigram, folded user name).
    index('reports_area_date_id_idx').on(t.area, t.date, t.id),
    index('reports_area_pl_idx').on(t.area, t.viewPlSum),
    // The dashboard's figures; migration 0022 adds INCLUDE (catch_by, proof_status, void_status).
    index('reports_area_date_status_idx').on(t.area, t.date),
  ],
);

/** The columns derived from a report's own: the views' and its wire (nobody reads them but the list). */
type DerivedColumn = keyof typeof viewColumns | 'wire';

/** A report as stored and answered, without the derived columns. */
export type ReportRow = Omit<typeof reports.$inferSelect, DerivedColumn>;

/** The report's own columns, for reads that answer reports: the derived ones stay in the database. */
export const reportColumns = Object.fromEntries(
  Object.entries(getTableColumns(reports)).filter(([property]) => !(property in viewColumns) && property !== 'wire'),
) as Omit<typeof reports._.columns, DerivedColumn>;
