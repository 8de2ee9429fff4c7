import { closeAttendanceForSession } from '../attendance/attendance';
import { revokeAllForUser } from '../auth/sessions';
import type { Database } from '../db';

/**
 * Ends every open session of a user and closes the attendance records those sessions opened, at the
 * same moment: force logout, and changes of role, sections, permissions or password.
 */
export async function endSessionsOfUser(db: Database, userId: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeAllForUser(tx, userId, now);
    for (const sessionId of ended) await closeAttendanceForSession(tx, sessionId, now);
    return ended.length;
  });
}
