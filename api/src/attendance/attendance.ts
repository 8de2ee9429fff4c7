import { and, eq, isNull, sql } from 'drizzle-orm';
import { todayInKolkata } from 'shared-kit/time';
import type { Database } from '../db';
import { attendance, sessions } from '../db/schema';

export async function openAttendance(
  db: Database,
  record: { userId: string; sessionId: string; loginTime: Date },
): Promise<void> {
  // Attendance is counted in Indian calendar days, by the same rule the screens use.
  await db.insert(attendance).values({ ...record, date: todayInKolkata(record.loginTime) });
}

export async function closeAttendanceForSession(db: Database, sessionId: string, logoutTime: Date): Promise<void> {
  await db
    .update(attendance)
    .set({ logoutTime })
    .where(and(eq(attendance.sessionId, sessionId), isNull(attendance.logoutTime)));
}

/**
 * A person counts as logged in while their latest record has no logout time, but sessions also end by
 * expiry, absolute lifetime or revocation without any logout call. Those records are closed at the
 * moment their session ended (LEAST ignores the NULL revoked_at).
 */
export async function closeEndedAttendance(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE ${attendance} AS a
       SET logout_time = LEAST(s.expires_at, s.absolute_expires_at, s.revoked_at)
      FROM ${sessions} AS s
     WHERE a.session_id = s.id
       AND a.logout_time IS NULL
       AND (s.revoked_at IS NOT NULL OR s.expires_at <= ${now.toISOString()}::timestamptz
            OR s.absolute_expires_at <= ${now.toISOString()}::timestamptz)
  `);
}
