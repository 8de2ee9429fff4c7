import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /**
     * The username as compared (NFKC, lower case: users/usernames.ts), unique, so `Admin` cannot sit beside
     * `admin`. Empty only for accounts that collided before it existed, until an admin renames them.
     */
    usernameKey: text('username_key').unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'subadmin', 'user'] }).notNull(),
    sections: text('sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write (README "No lost update"). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('users_role_check', sql`${t.role} IN ('admin', 'subadmin', 'user')`),
    // E-mail addresses are unique and matched ignoring case, as people type them.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);

/** A login. The JWT only names the row, so revoking the row ends the session on every API instance. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Idle expiry, pushed forward by activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Hard limit that activity cannot push. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Asia/Kolkata calendar day of the login. */
    date: date('date', { mode: 'string' }).notNull(),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull(),
    logoutTime: timestamp('logout_time', { withTimezone: true }),
    // Kept when old sessions are cleaned up: the attendance record outlives the session.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  },
  (t) => [index('attendance_user_date_idx').on(t.userId, t.date), index('attendance_session_id_idx').on(t.sessionId)],
);

/** Server-wide values shared by every API instance on the database, such as the JWT signing secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;
