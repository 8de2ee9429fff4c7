import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attendanceAtLogin } from '../attendance/attendance';
import { audited, auditInsert, type AuditEntry } from '../audit/audit';
import { restoreFree } from '../backup/restoreLock';
import type { Database } from '../db';
import { insertSelect } from '../db/insertSelect';
import { sessions, type SessionRow } from '../db/schema';
import type { RateLimiter } from './rateLimits';

export interface LoginWrites {
  /** The new session's row (sessions.ts newSession). */
  session: SessionRow;
  /** The account as typed: its rate-limit counters are forgiven. */
  account: string;
  entry: AuditEntry;
}

/** Each write after the session's is made only when the session's was (a member of the same WITH). */
const withSession = sql`EXISTS (SELECT 1 FROM new_session)`;

/**
 * A right login's writes in one statement, one round trip and one commit instead of a transaction of
 * six (README "50 people at once"): the session, inserted only when no restore holds the database (its
 * insert takes the restore lock, shared), and, once per session inserted, its attendance record (closing
 * those of ended sessions), its rate-limit counters forgiven and its audit entry. All of them commit or
 * none: false when a restore held the lock, and the caller makes the same writes in a transaction that
 * waits the restore out (audit.ts).
 */
export async function writeLoginAtOnce(
  db: Database,
  request: FastifyRequest,
  limiter: RateLimiter,
  { session, account, entry }: LoginWrites,
): Promise<boolean> {
  const { opened, closed } = attendanceAtLogin(
    { userId: session.userId, sessionId: session.id, loginTime: session.createdAt },
    withSession,
  );
  const { rows } =
    await db.execute(sql`WITH new_session AS (${insertSelect(sessions, session)} WHERE ${restoreFree()} RETURNING 1),
      closed AS (${closed}),
      opened AS (${opened} FROM new_session),
      forgiven AS (${limiter.forgiving('login', account, request.ip, withSession)}),
      entry AS (${auditInsert(request, entry)} FROM new_session)
    SELECT 1 AS written FROM new_session`);
  if (rows.length === 0) return false;
  audited(request);
  return true;
}
