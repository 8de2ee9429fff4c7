import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AreaKey } from '@console/contract/areas';
import { uuidv7 } from '../uuidv7';

/*
 * The catalogue of both areas (Turbo and Forex): one table per resource with an `area` column, not one
 * table per area. The two areas differ in names only, so one table keeps one set of queries, one
 * migration per change and one place for constraints; every query filters on `area` (indexed first).
 * `unique (area, id)` lets later tables (proofs) reference a record together with its area through a
 * composite foreign key, so a Forex proof cannot point at a Turbo whitelabel.
 */

const AREAS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

// uuid v7 (time-ordered) from the API, so ids sort in creation order like the spec's "_id descending";
// gen_random_uuid() only for rows written outside the API.
const id = () => uuid('id').primaryKey().defaultRandom().$defaultFn(uuidv7);
const area = () => text('area', { enum: AREAS }).notNull();
const timestamps = () => ({
  /** Bumped by every write (README "No lost update"). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const areaCheck = (table: string, column: unknown) =>
  check(`${table}_area_check`, sql`${column} IN ('turbo', 'forex')`);

export const whitelabels = pgTable(
  'whitelabels',
  {
    id: id(),
    area: area(),
    whitelabelUser: text('whitelabel_user').notNull(),
    whatsappGroup: text('whatsapp_group').notNull(),
    /** A CSS colour, always with its leading '#'. */
    hexacode: text('hexacode').notNull(),
    url: text('url').notNull(),
    /** Path under /api (`uploads/turbo/logos/<name>.png`), or an absolute URL. */
    logo: text('logo').notNull(),
    ...timestamps(),
  },
  (t) => [
    areaCheck('whitelabels', t.area),
    unique('whitelabels_area_id_unique').on(t.area, t.id),
    // Proofs find a whitelabel by its user name ("User found"), so a name means one whitelabel per area.
    uniqueIndex('whitelabels_area_user_unique').on(t.area, sql`lower(${t.whitelabelUser})`),
  ],
);

export const proofTypes = pgTable(
  'proof_types',
  {
    id: id(),
    area: area(),
    type: text('type').notNull(),
    /** HTML template; script elements, event handlers and javascript: URLs are removed on write. */
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [
    areaCheck('proof_types', t.area),
    unique('proof_types_area_id_unique').on(t.area, t.id),
    // Proofs look a proof type up by its type, so a type names one proof type per area.
    uniqueIndex('proof_types_area_type_unique').on(t.area, sql`lower(${t.type})`),
  ],
);

export const sports = pgTable(
  'sports',
  {
    id: id(),
    area: area(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    areaCheck('sports', t.area),
    unique('sports_area_id_unique').on(t.area, t.id),
    uniqueIndex('sports_area_name_unique').on(t.area, sql`lower(${t.name})`),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    area: area(),
    /** The day the note is about (a calendar day, no time zone). */
    date: date('date', { mode: 'string' }).notNull(),
    origin: text('origin').notNull().default(''),
    agent: text('agent').notNull().default(''),
    noteUser: text('note_user').notNull().default(''),
    whatsappGroup: text('whatsapp_group').notNull().default(''),
    note: text('note').notNull(),
    /** Username of who added the note, kept as written even if that account is renamed or removed. */
    addedBy: text('added_by').notNull(),
    ...timestamps(),
  },
  (t) => [areaCheck('notes', t.area), index('notes_area_id_idx').on(t.area, t.id)],
);

export type WhitelabelRow = typeof whitelabels.$inferSelect;
export type ProofTypeRow = typeof proofTypes.$inferSelect;
export type SportRow = typeof sports.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
