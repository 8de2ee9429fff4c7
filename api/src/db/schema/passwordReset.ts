import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A one-time code e-mailed for a password reset. Only its hash is kept. It dies when used, when a
 * newer code is issued for the same user, when it expires, or after too many wrong tries.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far (a try in progress counts until it turns out right). */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code reset the password or was replaced by a newer one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_codes_user_id_idx').on(t.userId),
    check('password_reset_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
