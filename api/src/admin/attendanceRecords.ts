import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Principal } from '@console/contract/permissions';
import type { Database } from '../db';
import { attendance, users } from '../db/schema';
import { visibleTo } from './userRecords';
import type { AttendanceRecord } from '@console/contract/wire';

export interface AttendanceFilter {
  /** Inclusive Kolkata days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Only each user's latest record, when it is still open: who is logged in now. */
  current?: boolean;
}

const columns = {
  id: attendance.id,
  date: attendance.date,
  loginTime: attendance.loginTime,
  logoutTime: attendance.logoutTime,
  userId: users.id,
  username: users.username,
  email: users.email,
};

type Row = {
  id: string;
  date: string;
  loginTime: Date;
  logoutTime: Date | null;
  userId: string;
  username: string;
  email: string;
};

const toDto = (row: Row): AttendanceRecord => ({
  _id: row.id,
  userId: { _id: row.userId, username: row.username, email: row.email },
  date: row.date,
  loginTime: row.loginTime.toISOString(),
  logoutTime: row.logoutTime?.toISOString() ?? null,
});

/** The records `viewer` may see (admin all, a subadmin those of users sharing a section), newest first. */
export async function listAttendance(
  db: Database,
  viewer: Principal,
  filter: AttendanceFilter = {},
): Promise<AttendanceRecord[]> {
  if (viewer.role !== 'admin' && (viewer.section ?? []).length === 0) return [];
  const visible = visibleTo(viewer);
  if (filter.current) {
    // A person is logged in while their most recent record has no logout time.
    const latest = await db
      .selectDistinctOn([attendance.userId], columns)
      .from(attendance)
      .innerJoin(users, eq(users.id, attendance.userId))
      .where(visible)
      .orderBy(attendance.userId, desc(attendance.loginTime));
    return latest
      .filter((row) => row.logoutTime === null)
      .sort((a, b) => b.loginTime.getTime() - a.loginTime.getTime() || a.username.localeCompare(b.username))
      .map(toDto);
  }
  const rows = await db
    .select(columns)
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(
      and(
        visible,
        filter.from ? gte(attendance.date, filter.from) : undefined,
        filter.to ? lte(attendance.date, filter.to) : undefined,
      ),
    )
    .orderBy(desc(attendance.loginTime), asc(users.username));
  return rows.map(toDto);
}

export async function deleteAttendanceOf(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(attendance).where(eq(attendance.userId, userId)).returning({ id: attendance.id });
  return deleted.length;
}
