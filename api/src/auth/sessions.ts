import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { preparedOn } from '../db/prepared';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';

export interface SessionPolicy {
  /** Idle length: a new session, and each extension, lasts this long... */
  sessionMinutes: number;
  /** ...but never beyond this many hours after login. */
  sessionMaxHours: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function idleExpiry(now: Date, policy: SessionPolicy): Date {
  return new Date(now.getTime() + policy.sessionMinutes * MINUTE);
}

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * A new session's row, its id made here: what a login writes (createSession, or its one statement,
 * loginWrites.ts) and answers with, without reading it back.
 */
export function newSession(userId: string, policy: SessionPolicy, now = new Date()): SessionRow {
  const absoluteExpiresAt = new Date(now.getTime() + policy.sessionMaxHours * HOUR);
  const expiresAt = new Date(Math.min(idleExpiry(now, policy).getTime(), absoluteExpiresAt.getTime()));
  return { id: randomUUID(), userId, createdAt: now, expiresAt, absoluteExpiresAt, revokedAt: null, lastSeenAt: now };
}

/** Writes a new session's row (newSession). */
export async function saveSession(db: Database, session: SessionRow): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function createSession(
  db: Database,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionRow> {
  const session = newSession(userId, policy, now);
  await saveSession(db, session);
  return session;
}

const isLive = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now));

/**
 * Pushes the idle expiry to now + sessionMinutes, capped by the absolute lifetime. Returns undefined
 * when the session is no longer live: an ended session cannot be revived.
 */
export async function extendSession(
  db: Database,
  sessionId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({
      expiresAt: sql`LEAST(${timestamp(idleExpiry(now, policy))}, ${sessions.absoluteExpiresAt})`,
      lastSeenAt: now,
    })
    .where(and(eq(sessions.id, sessionId), isLive(now)))
    .returning();
  return row;
}

/** Ends a session; true if it was still open. */
export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every open session of a user (force logout, password change); returns the ids ended. */
export async function revokeAllForUser(db: Database, userId: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export type SessionLookup =
  | { status: 'valid'; session: SessionRow; user: UserRow }
  /** Ran out of time: the caller should hear "Session expired". */
  | { status: 'expired' }
  /** Unknown, revoked, or not the token's user. */
  | { status: 'invalid' };

/** The session and its user, if the session is live: not revoked, not idle-expired, not past its lifetime. */
/**
 * A session and its user by the session's id: every signed-in request asks it (authPlugin.ts), so it is
 * built once and planned once per connection (db/prepared.ts).
 */
const sessionWithUser = preparedOn((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_with_user'),
);

export async function findValidSession(
  db: Database,
  sessionId: string,
  userId: string,
  now = new Date(),
): Promise<SessionLookup> {
  const [found] = await sessionWithUser(db).execute({ sessionId });
  if (!found || found.session.revokedAt || found.user.id !== userId) return { status: 'invalid' };
  const { session } = found;
  if (session.expiresAt <= now || session.absoluteExpiresAt <= now) return { status: 'expired' };
  return { status: 'valid', session, user: found.user };
}
