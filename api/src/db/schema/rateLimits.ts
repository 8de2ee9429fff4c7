import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters (login failures, password-reset calls), in the database so that every
 * API instance behind a load balancer counts against the same limit.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The rule and who it counts, e.g. `login:account+address:asha|203.0.113.7`. */
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
