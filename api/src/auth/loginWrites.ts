import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { todayInKolkata } from '@console/contract/time';
import { attendanceAtLogin } from '../attendance/attendance';
import { audited, auditInsert, auditRow, type AuditEntry } from '../audit/audit';
import { restoreFree } from '../backup/restoreLock';
import type { Database } from '../db';
import { insertSelect, type OrPlaceholders } from '../db/insertSelect';
import { preparedByKey } from '../db/prepared';
import { sessions, type SessionRow } from '../db/schema';
import { forgivingCounters, type RateLimiter } from './rateLimits';

export interface LoginWrites {
  /** The new session's row (sessions.ts newSession). */
  session: SessionRow;
  /** The account as typed: its rate-limit counters are forgiven. */
  account: string;
  entry: AuditEntry;
}

/**
 * A part's values as placeholders named `part.key`, the values that fill them, and its shape (the keys
 * given). A key left undefined is left out, so its column takes its default as in any other insert.
 */
function asPlaceholders<R extends object>(part: string, row: R) {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    row: Object.fromEntries(entries.map(([key]) => [key, sql.placeholder(`${part}.${key}`)])) as OrPlaceholders<R>,
    values: Object.fromEntries(entries.map(([key, value]) => [`${part}.${key}`, value as unknown])),
    shape: `${part}(${entries.map(([key]) => key).join(',')})`,
  };
}

type Parts = ReturnType<typeof partsOf>;

/** A login's values, part by part. */
function partsOf(request: FastifyRequest, limiter: RateLimiter, { session, account, entry }: LoginWrites) {
  const loginTime = session.createdAt;
  return {
    session: asPlaceholders('session', session),
    attendance: asPlaceholders('attendance', {
      userId: session.userId,
      sessionId: session.id,
      loginTime,
      date: todayInKolkata(loginTime),
    }),
    counters: asPlaceholders(
      'counters',
      Object.fromEntries(limiter.counterKeys('login', account, request.ip).map((key, n) => [n, key])),
    ),
    entry: asPlaceholders('entry', auditRow(request, entry)),
  };
}

/** Each write after the session's is made only when the session's was (a member of the same WITH). */
const withSession = sql`EXISTS (SELECT 1 FROM new_session)`;

/** The one statement for a login's values of this shape, its values placeholders. */
function loginStatement(db: Database, shape: string, parts: Parts) {
  const name = `login_writes_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`;
  const { opened, closed } = attendanceAtLogin(parts.attendance.row, withSession);
  const member = (alias: string, body: SQL) => db.$with(alias, {}).as(body);
  const newSession = db
    .$with('new_session', { written: sql<number>`written`.as('written') })
    .as(sql`${insertSelect(sessions, parts.session.row)} WHERE ${restoreFree()} RETURNING 1 AS written`);
  return db
    .with(
      newSession,
      member('closed', closed),
      member('opened', sql`${opened} FROM new_session`),
      member('forgiven', forgivingCounters(Object.values(parts.counters.row), withSession)),
      member('entry', sql`${auditInsert(parts.entry.row)} FROM new_session`),
    )
    .select({ written: newSession.written })
    .from(newSession)
    .prepare(name);
}

/** The statements by shape (which values a login gives; the same for every login in practice), per database handle. */
const loginStatementOf = preparedByKey(loginStatement);

/**
 * A right login's writes in one statement, one round trip and one commit instead of a transaction of
 * six (README "50 people at once"): the session, inserted only when no restore holds the database (its
 * insert takes the restore lock, shared), and, once per session inserted, its attendance record (closing
 * those of ended sessions), its rate-limit counters forgiven and its audit entry. All of them commit or
 * none: false when a restore held the lock, and the caller makes the same writes in a transaction that
 * waits the restore out (audit.ts). The statement is built once (its values placeholders) and
 * PostgreSQL plans it once per connection (db/prepared.ts).
 */
export async function writeLoginAtOnce(
  db: Database,
  request: FastifyRequest,
  limiter: RateLimiter,
  writes: LoginWrites,
): Promise<boolean> {
  const parts = partsOf(request, limiter, writes);
  const shape = Object.values(parts)
    .map((part) => part.shape)
    .join(' ');
  const statement = loginStatementOf(db, shape, parts);
  const values: Record<string, unknown> = Object.fromEntries(
    Object.values(parts).flatMap((part) => Object.entries(part.values)),
  );
  const rows = await statement.execute(values);
  if (rows.length === 0) return false;
  audited(request);
  return true;
}
