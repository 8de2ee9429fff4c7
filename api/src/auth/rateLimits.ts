import { inArray, lt, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import { preparedByKey } from '../db/prepared';
import { rateLimitCounters } from '../db/schema';

/**
 * Rate limits of the calls that guess secrets or send e-mail. The counters are rows in PostgreSQL, not
 * process memory (@fastify/rate-limit's store), because the API runs as several instances behind a load
 * balancer: each must see the same counts. Fixed windows, one atomic upsert per counter.
 */
export type LimitedCall =
  /** Counts wrong passwords only (a successful login is forgiven), so staff logging in often never trip it. */
  | 'login'
  /** forgot-password: each call may send an e-mail. */
  | 'reset-mail'
  /** verify-otp and reset-password; the code itself also dies after 5 wrong tries. */
  | 'reset-code'
  /** The attendance report e-mail: one per sender per 10 minutes (each call mails every visible user). */
  | 'attendance-report'
  /** A shell's reports of its sections (issue 22): per session, so one browser cannot flood the counts. */
  | 'section-reports';

interface Counter {
  key: string;
  max: number;
  /**
   * `refuse` (the default): over the limit, the call is answered 429. `brake`: over the limit, the call
   * is only slowed down. A counter that anybody can fill for somebody else (an account's failures from
   * any address) must never refuse, or it becomes a way to lock a person out.
   */
  over?: 'refuse' | 'brake';
  /** The counter's own window; the configured one unless said. */
  windowMinutes?: number;
}

/** A shell's report batches per session within its window: a page load sends a few; this is a flood. */
export const SECTION_REPORTS_MAX = 60;
export const SECTION_REPORTS_MINUTES = 10;

/** How long a login waits once its account is over the account-wide brake: guessing slows, the owner still gets in. */
export const LOGIN_BRAKE_MS = 1000;

/** One attendance report per sender per this many minutes. */
export const ATTENDANCE_REPORT_MINUTES = 10;

export type RateLimitConfig = Pick<Config, 'loginMaxFailures' | 'passwordResetMaxRequests' | 'rateLimitWindowMinutes'>;

/**
 * Per account from one address is the tight limit: the guessing address is held back. Per account from
 * any address is only a brake (slower answers, never a refusal), because its count is made by whoever
 * guesses: refusing on it would let one machine lock the owner out everywhere. Per address stops one
 * machine spraying many accounts.
 */
function countersFor(call: LimitedCall, account: string, address: string, config: RateLimitConfig): Counter[] {
  const id = account.trim().toLowerCase();
  const login = config.loginMaxFailures;
  const reset = config.passwordResetMaxRequests;
  switch (call) {
    case 'login':
      return [
        { key: `login:account+address:${id}|${address}`, max: login },
        { key: `login:account:${id}`, max: 5 * login, over: 'brake' },
        { key: `login:address:${address}`, max: 10 * login },
      ];
    case 'reset-mail':
      return [
        { key: `reset-mail:account:${id}`, max: reset },
        { key: `reset-mail:address:${address}`, max: 10 * reset },
      ];
    case 'reset-code':
      return [
        { key: `reset-code:account:${id}`, max: 4 * reset },
        { key: `reset-code:address:${address}`, max: 20 * reset },
      ];
    case 'attendance-report':
      return [{ key: `attendance-report:sender:${id}`, max: 1, windowMinutes: ATTENDANCE_REPORT_MINUTES }];
    case 'section-reports':
      return [
        { key: `section-reports:session:${id}`, max: SECTION_REPORTS_MAX, windowMinutes: SECTION_REPORTS_MINUTES },
      ];
  }
}

export interface Refusal {
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one attempt; a Refusal when a refusing counter is over its limit (the call must not
   * proceed). When only a braking counter is over, it resolves after the brake's delay.
   */
  attempt: (call: LimitedCall, account: string, address: string, now?: Date) => Promise<Refusal | null>;
  /**
   * Takes the attempt back (a successful login is not a guess); in `on`, a transaction of the caller's,
   * when the forgiving belongs with its other writes.
   */
  forgive: (call: LimitedCall, account: string, address: string, on?: Database) => Promise<void>;
  /** The keys of the call's counters, in the order `forgivingCounters` is given them by a caller's statement. */
  counterKeys: (call: LimitedCall, account: string, address: string) => string[];
}

export interface RateLimiterOptions {
  /** How a brake waits; tests record the delays instead of waiting them. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The counting statement for each number of counters, prepared once per database handle (db/prepared.ts). */
const countingOf = preparedByKey(countingStatement);

/**
 * The statement that counts one hit on each of `keys` counters ($key0, $key1, …), in one window: each
 * counter starts again at 1 at $now when its window opened at or before $windowOpenedBefore. Every
 * login makes it, so it is built once and only its values change.
 *
 * Its commit does not wait for the write-ahead log to reach the disk (`synchronous_commit` off for its
 * own transaction only): every login from one office counts on the same row (the address's counter), so
 * the logins of 50 people at once queue on that row's lock, and each held it through its commit's flush
 * (README "50 people at once"). A counter is a brake, not a record: a crash of the database may lose
 * the last fraction of a second of hits (PostgreSQL's `wal_writer_delay`, three times at most), never
 * anything else; the login's own writes (loginWrites.ts) commit as every write does.
 */
function countingStatement(db: Database, keys: number) {
  const { key, hits, windowStartedAt } = rateLimitCounters;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const windowOver = sql`${windowStartedAt} <= ${sql.placeholder('windowOpenedBefore')}::timestamptz`;
  const keyValues = Array.from({ length: keys }, (_, n) => sql`(${sql.placeholder(`key${n}`)}::text)`);
  // Rows in the order of the keys given (sorted by the caller), so they are locked in that order.
  const counted = db
    .$with('counted', {
      key: sql<string>`key`.as('key'),
      hits: sql<number>`hits`.as('hits'),
      windowStartedAt: sql<Date>`window_started_at`.mapWith(windowStartedAt).as('window_started_at'),
    })
    .as(
      sql`INSERT INTO ${rateLimitCounters} (${sql.identifier(key.name)}, ${sql.identifier(windowStartedAt.name)}, ${sql.identifier(hits.name)})
        SELECT given.key, ${now}, 1 FROM (VALUES ${sql.join(keyValues, sql`, `)}) AS given (key)
         WHERE set_config('synchronous_commit', 'off', true) = 'off'
        ON CONFLICT (${sql.identifier(key.name)}) DO UPDATE SET
          ${sql.identifier(hits.name)} = CASE WHEN ${windowOver} THEN 1 ELSE ${hits} + 1 END,
          ${sql.identifier(windowStartedAt.name)} = CASE WHEN ${windowOver} THEN ${now} ELSE ${windowStartedAt} END
        RETURNING ${key}, ${hits}, ${windowStartedAt}`,
    );
  return db.with(counted).select().from(counted).prepare(`rate_limit_count_async_${keys}`);
}

export function createRateLimiter(
  db: Database,
  config: RateLimitConfig,
  { sleep = wait }: RateLimiterOptions = {},
): RateLimiter {
  /**
   * Counts one hit on each of `counters` (all of one window) in one statement: one round trip and one
   * commit for a call's counters, not one each. Rows are locked in key order, so two calls sharing
   * counters (two accounts from one address) never wait for each other in a circle. Their refusals by key.
   */
  async function count(counters: Counter[], windowMinutes: number, now: Date): Promise<Map<string, Refusal>> {
    const windowMs = windowMinutes * 60_000;
    const keys = counters.map((counter) => counter.key).sort();
    const rows = await countingOf(db, keys.length).execute({
      ...Object.fromEntries(keys.map((key, n) => [`key${n}`, key])),
      now: now.toISOString(),
      windowOpenedBefore: new Date(now.getTime() - windowMs).toISOString(),
    });
    const refusals = new Map<string, Refusal>();
    for (const row of rows) {
      const counter = counters.find(({ key }) => key === row.key);
      if (!counter || row.hits <= counter.max) continue;
      const retryAfterMs = row.windowStartedAt.getTime() + windowMs - now.getTime();
      refusals.set(row.key, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
    }
    return refusals;
  }

  const counterKeys = (call: LimitedCall, account: string, address: string) =>
    countersFor(call, account, address, config).map((counter) => counter.key);

  return {
    async attempt(call, account, address, now = new Date()) {
      let refusal: Refusal | null = null;
      let braked = false;
      // Every counter counts the attempt, even once one refuses, so the wider limits see it too.
      const byWindow = new Map<number, Counter[]>();
      for (const counter of countersFor(call, account, address, config)) {
        const windowMinutes = counter.windowMinutes ?? config.rateLimitWindowMinutes;
        byWindow.set(windowMinutes, [...(byWindow.get(windowMinutes) ?? []), counter]);
      }
      for (const [windowMinutes, ofWindow] of byWindow) {
        const refusals = await count(ofWindow, windowMinutes, now);
        for (const counter of ofWindow) {
          const over = refusals.get(counter.key);
          if (over && counter.over === 'brake') braked = true;
          else if (over && (!refusal || over.retryAfterSeconds > refusal.retryAfterSeconds)) refusal = over;
        }
      }
      if (!refusal && braked) await sleep(LOGIN_BRAKE_MS);
      return refusal;
    },
    async forgive(call, account, address, on = db) {
      await on.execute(forgivingCounters(counterKeys(call, account, address)));
    },
    counterKeys,
  };
}

/**
 * Takes one hit back from each of the counters `keys` name (never below 0), when `also` holds too: the
 * statement of `forgive`, or a part of a caller's one statement (a login's, loginWrites.ts), whose keys
 * may be placeholders.
 */
export function forgivingCounters(keys: Array<string | Placeholder>, also: SQL = sql`true`): SQL {
  const hits = rateLimitCounters.hits;
  return sql`UPDATE ${rateLimitCounters} SET ${sql.identifier(hits.name)} = GREATEST(${hits} - 1, 0)
    WHERE ${inArray(rateLimitCounters.key, keys)} AND ${also}`;
}

/** Drops counters whose window is over: they would restart at 1 anyway. */
export async function deleteStaleCounters(db: Database, config: RateLimitConfig, now = new Date()): Promise<void> {
  const windowMs = Math.max(config.rateLimitWindowMinutes, ATTENDANCE_REPORT_MINUTES, SECTION_REPORTS_MINUTES) * 60_000;
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - windowMs)));
}

export function refuseTooMany(reply: FastifyReply, { retryAfterSeconds }: Refusal) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
}
