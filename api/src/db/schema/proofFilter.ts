import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The proofs as a filter or a sort reads them: per proof what the drawer filters and the table sorts
 * by, its texts lowered, without the images and the view columns, one partition per area, kept by
 * statement triggers on `proofs` for every write path (migration 0029, which also makes the
 * partitions). The proof list's text filters count and sort here (api/src/proofs/page.ts), a term of
 * three letters or more through the trigram index over the eight texts (migration 0038).
 */
export const proofFilter = pgTable(
  'proof_filter',
  {
    area: text('area').notNull(),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    whitelabelId: uuid('whitelabel_id').notNull(),
    proofTypeId: uuid('proof_type_id').notNull(),
    sportId: uuid('sport_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    profitAndLoss: bigint('profit_and_loss', { mode: 'number' }).notNull(),
    /** Lowered, as every text below (PostgreSQL's lower()). */
    whatsappGroup: text('whatsapp_group').notNull(),
    agentName: text('agent_name').notNull(),
    proofUser: text('proof_user').notNull(),
    eventName: text('event_name').notNull(),
    marketName: text('market_name').notNull(),
    navigation: text('navigation').notNull(),
    navigation2: text('navigation2').notNull(),
    proofMaker: text('proof_maker').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.id] })],
);
