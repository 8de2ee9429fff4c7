import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One field's value before and after a change (either absent on create or delete). */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail (migration 0011, README "Audit trail"): append-only (a trigger refuses updates and
 * deletes but the sealer's one-time seal and audit:prune), sealed into a hash chain after commit.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who, and their username at the time (kept when the account is renamed or removed). */
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    address: text('address'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    area: text('area'),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull().default({}),
    /** What is no field change: an import's counts and created ids, a backup's collections, a reason. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** Who else may read it: the sections the record belongs to; admin_only hides it from subadmins. */
    sections: text('sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    adminOnly: boolean('admin_only').notNull().default(false),
    sealSeq: bigint('seal_seq', { mode: 'number' }).unique('audit_entries_seal_seq_unique'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_entries_record_idx').on(t.resource, t.recordId, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.id),
    index('audit_entries_area_idx').on(t.area, t.id),
    index('audit_entries_action_idx').on(t.action, t.id),
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_sections_idx').using('gin', t.sections),
    index('audit_entries_unsealed_idx')
      .on(t.id)
      .where(sql`${t.sealSeq} IS NULL`),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
