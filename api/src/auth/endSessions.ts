import { closeAttendanceForSessions } from '../attendance/attendance';
import type { Database } from '../db';
import { revokeAllForUser } from './sessions';

/**
 * Ends every open session of a user on the server and closes their attendance records now: a
 * password reset, a force logout, a change of rights. Pass a transaction to do it with other writes.
 */
export async function endAllSessionsOfUser(db: Database, userId: string, now = new Date()): Promise<string[]> {
  const ended = await revokeAllForUser(db, userId, now);
  await closeAttendanceForSessions(db, ended, now);
  return ended;
}
