import { and, inArray, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { todayInKolkata } from '@console/contract/time';
import type { Database } from '../db';
import { insertSelect, type OrPlaceholders } from '../db/insertSelect';
import { attendance, sessions } from '../db/schema';

/** A login's attendance: the record its session opens, on its Indian calendar day as the screens count it. */
export interface AttendanceAtLogin {
  userId: string;
  sessionId: string;
  loginTime: Date;
  /** todayInKolkata(loginTime) */
  date: string;
}

/**
 * A login's attendance writes, as parts of one statement: `opened` inserts the new session's record
 * (`INSERT … SELECT`, the caller adding a `FROM` or `WHERE`), `closed` closes every record whose
 * session has ended, when `also` holds too. The values may be placeholders (loginWrites.ts).
 */
export function attendanceAtLogin(login: OrPlaceholders<AttendanceAtLogin>, also: SQL = sql`true`) {
  return {
    opened: insertSelect(attendance, login),
    closed: closingRecordsOfEndedSessions(sql`${ended(login.loginTime)} AND ${also}`),
  };
}

/**
 * Opens the record of a session just started and closes every record whose session has ended, in one
 * statement (a login's: one round trip for both).
 */
export async function openAttendanceClosingEnded(db: Database, login: Omit<AttendanceAtLogin, 'date'>): Promise<void> {
  const { opened, closed } = attendanceAtLogin({ ...login, date: todayInKolkata(login.loginTime) });
  await db.execute(sql`WITH closed AS (${closed}) ${opened}`);
}

export async function closeAttendanceForSession(db: Database, sessionId: string, logoutTime: Date): Promise<void> {
  await closeAttendanceForSessions(db, [sessionId], logoutTime);
}

export async function closeAttendanceForSessions(db: Database, sessionIds: string[], logoutTime: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(attendance)
    .set({ logoutTime })
    .where(and(inArray(attendance.sessionId, sessionIds), isNull(attendance.logoutTime)));
}

/**
 * A person counts as logged in while their latest record has no logout time, but sessions also end by
 * expiry, absolute lifetime or revocation without any logout call. Those records are closed at the
 * moment their session ended (LEAST ignores the NULL revoked_at).
 */
const closingRecordsOfEndedSessions = (which: SQL) => sql`
    UPDATE ${attendance} AS a
       SET logout_time = LEAST(s.expires_at, s.absolute_expires_at, s.revoked_at)
      FROM ${sessions} AS s
     WHERE a.session_id = s.id
       AND a.logout_time IS NULL
       AND ${which}`;

function closeRecordsOfEndedSessions(db: Database, which: SQL) {
  return db.execute(closingRecordsOfEndedSessions(which));
}

const ended = (now: Date | Placeholder) => {
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  return sql`(s.revoked_at IS NOT NULL OR s.expires_at <= ${at} OR s.absolute_expires_at <= ${at})`;
};

/** Closes every record whose session has ended (the periodic sweep, and the attendance pages). */
export async function closeEndedAttendance(db: Database, now: Date): Promise<void> {
  await closeRecordsOfEndedSessions(db, ended(now));
}

/** Closes the record of one session that a request just found ended, if it still looks open. */
export async function closeAttendanceIfEnded(db: Database, sessionId: string, now: Date): Promise<void> {
  await closeRecordsOfEndedSessions(db, sql`s.id = ${sessionId} AND ${ended(now)}`);
}
