import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AreaKey } from '@console/contract/areas';
import { uuidv7 } from '../uuidv7';
import { proofTypes, sports, whitelabels } from './catalogue';

const AREAS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

/** One stored image of a proof: its path under /api (`uploads/turbo/proofs/<name>.png`) and the name it was uploaded with. */
export interface StoredProofImage {
  path: string;
  filename: string;
}

/**
 * Proofs (Turbo "clients" and Forex proofs) of both areas in one table with an `area` column, as the
 * catalogue does. The whitelabel, proof type and sport are referenced together with the area through
 * composite foreign keys, so a Forex proof cannot point at a Turbo record, and a referenced record cannot
 * be deleted (the catalogue answers 409 "in use"). The two image groups are ordered lists kept on the row
 * (jsonb): they are read and written with their proof, never alone.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: uuid('id').primaryKey().defaultRandom().$defaultFn(uuidv7),
    area: text('area', { enum: AREAS }).notNull(),
    whitelabelId: uuid('whitelabel_id').notNull(),
    proofTypeId: uuid('proof_type_id').notNull(),
    sportId: uuid('sport_id').notNull(),
    agentName: text('agent_name').notNull().default(''),
    /** The client's user name at the whitelabel (the spec's `user`). */
    proofUser: text('proof_user').notNull(),
    /** Whole numbers (the form rounds down); amount is at least 0, profit/loss may be negative. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    profitAndLoss: bigint('profit_and_loss', { mode: 'number' }).notNull().default(0),
    eventName: text('event_name').notNull(),
    marketName: text('market_name').notNull(),
    navigation: text('navigation').notNull(),
    navigation2: text('navigation2').notNull().default(''),
    /** The day the proof is about (a calendar day, no time zone). */
    date: date('date', { mode: 'string' }).notNull(),
    proofMaker: text('proof_maker').notNull().default(''),
    whatsappGroup: text('whatsapp_group').notNull().default(''),
    images: jsonb('images').$type<StoredProofImage[]>().notNull().default([]),
    navigation2Images: jsonb('navigation2_images').$type<StoredProofImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write (README "No lost update"). */
    version: integer('version').notNull().default(1),
    /** The client the dashboard counts: the user trimmed and folded as JavaScript does (migration 0022). */
    viewClient: text('view_client').generatedAlwaysAs(sql`report_fold(report_trim(proof_user))`),
    /**
     * Every field a text filter reads, lowered and joined (migration 0024). No longer read: the filters
     * search proof_filter's own copy (migration 0038), which dropped this column's trigram indexes. The
     * column stays while instances of an earlier release, which select it, may still run on the database.
     */
    viewSearch: text('view_search').generatedAlwaysAs(
      sql`lower(whatsapp_group || E'\u0001' || agent_name || E'\u0001' || proof_user || E'\u0001' || event_name || E'\u0001' || market_name || E'\u0001' || navigation || E'\u0001' || navigation2 || E'\u0001' || proof_maker)`,
    ),
  },
  (t) => [
    check('proofs_area_check', sql`${t.area} IN ('turbo', 'forex')`),
    check('proofs_amount_check', sql`${t.amount} >= 0`),
    foreignKey({
      name: 'proofs_whitelabel_fk',
      columns: [t.area, t.whitelabelId],
      foreignColumns: [whitelabels.area, whitelabels.id],
    }),
    foreignKey({
      name: 'proofs_proof_type_fk',
      columns: [t.area, t.proofTypeId],
      foreignColumns: [proofTypes.area, proofTypes.id],
    }),
    foreignKey({ name: 'proofs_sport_fk', columns: [t.area, t.sportId], foreignColumns: [sports.area, sports.id] }),
    index('proofs_area_created_idx').on(t.area, t.createdAt, t.id),
    // The list's default date range and the dashboard's counts. Migration 0022 adds INCLUDE
    // (whitelabel_id, proof_maker, view_client), which Drizzle cannot spell: the dashboard reads the index alone.
    index('proofs_area_date_idx').on(t.area, t.date),
    // The foreign keys' referencing side, so deleting a whitelabel, proof type or sport finds its proofs fast.
    index('proofs_whitelabel_idx').on(t.area, t.whitelabelId),
    index('proofs_proof_type_idx').on(t.area, t.proofTypeId),
    index('proofs_sport_idx').on(t.area, t.sportId),
  ],
);

export type ProofRow = typeof proofs.$inferSelect;
