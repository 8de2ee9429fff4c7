import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../uuidv7';
import { users } from './core';

/**
 * Every backup request a staff member made (issue: a backup mails whole collections to any address), so
 * the admin can see who sent what where. The username and role are copied: the record outlives the user.
 */
export const backupRequests = pgTable(
  'backup_requests',
  {
    id: uuid('id').primaryKey().defaultRandom().$defaultFn(uuidv7),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    role: text('role').notNull(),
    collections: text('collections').array().notNull(),
    targetEmail: text('target_email').notNull(),
    /** `sent`, `refused` (the caller lacked a right) or `failed` (the mail could not be sent). */
    outcome: text('outcome', { enum: ['sent', 'refused', 'failed'] }).notNull(),
    /** The refusal or failure as the caller was told it. */
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('backup_requests_requested_at_idx').on(t.requestedAt)],
);

export type BackupRequestRow = typeof backupRequests.$inferSelect;
