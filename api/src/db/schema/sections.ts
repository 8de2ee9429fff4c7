import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * The registered versions of each section (a remote: `turbo`, `forex`, `admin`) and their shares of the
 * staff in whole percents. The shares of a section sum to 100; a rollout rewrites them all in one
 * transaction. A version stays registered at 0 % so a rollback is one call.
 */
export const sectionVersions = pgTable(
  'section_versions',
  {
    section: text('section').notNull(),
    /** Chosen by the team: a date, a commit. */
    id: text('id').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    share: smallint('share').notNull().default(0),
    /** `admin` (a username) or `key:<key id>`: copied, so it outlives the key or the person. */
    registeredBy: text('registered_by').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.id] }),
    check('section_versions_share_check', sql`${t.share} BETWEEN 0 AND 100`),
  ],
);

/**
 * Per section: the origins its manifests may come from (empty: any), and a revision every change of
 * its versions or shares bumps in the same transaction (rollouts serialise on this row; the CSP's
 * cache of origins is keyed by the sum of the revisions).
 */
export const sectionSettings = pgTable('section_settings', {
  section: text('section').primaryKey(),
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/** An admin's "use this version for me": only their own assignment changes. */
export const sectionOverrides = pgTable(
  'section_overrides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    versionId: text('version_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.section] }),
    foreignKey({
      name: 'section_overrides_version_fk',
      columns: [t.section, t.versionId],
      foreignColumns: [sectionVersions.section, sectionVersions.id],
    }).onDelete('cascade'),
  ],
);

/** A team's deploy key for one section; only its SHA-256 is kept (the key is shown once). */
export const sectionDeployKeys = pgTable(
  'section_deploy_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: text('section').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('section_deploy_keys_section_idx').on(t.section)],
);

/** Every call made with a deploy key, refused ones too. */
export const sectionKeyUses = pgTable(
  'section_key_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id').notNull(),
    section: text('section').notNull(),
    /** `METHOD /path` as called. */
    call: text('call').notNull(),
    status: smallint('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('section_key_uses_key_idx').on(t.keyId, t.at)],
);

export const REPORT_KINDS = ['load', 'failure', 'fallback', 'crash'] as const;

/** What the shells reported, counted per section, version, kind and hour. */
export const sectionReportCounts = pgTable(
  'section_report_counts',
  {
    section: text('section').notNull(),
    versionId: text('version_id').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'section_report_counts_pk', columns: [t.section, t.versionId, t.kind, t.hour] }),
    check('section_report_counts_kind_check', sql`${t.kind} IN ('load', 'failure', 'fallback', 'crash')`),
  ],
);

/** The latest errors per section (error name and first line only), trimmed as new ones come. */
export const sectionErrors = pgTable(
  'section_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    section: text('section').notNull(),
    versionId: text('version_id').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('section_errors_section_at_idx').on(t.section, t.at)],
);

export type SectionVersionRow = typeof sectionVersions.$inferSelect;
