import { and, arrayOverlaps, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '@console/contract/permissions';
import type { Database } from '../db';
import { users, type UserRow } from '../db/schema';
import { isUuid } from '../db/uuidv7';
import { notFound } from '../http/refusal';
import { usernameTaken } from '../users/usernames';

/** The user an `_id` names; a malformed id names nobody (rather than a database error). */
export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export const USER_NOT_FOUND = 'User not found';

/** The account, or a 404 refusal. */
export async function foundUser(db: Database, id: string): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** A SQL condition on `users`: everyone for an admin, those sharing a section for a subadmin. */
export function visibleTo(viewer: Principal): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return arrayOverlaps(users.sections, [...(viewer.section ?? [])]);
}

export async function listUsers(db: Database, viewer: Principal): Promise<UserRow[]> {
  if (viewer.role !== 'admin' && (viewer.section ?? []).length === 0) return [];
  return db.select().from(users).where(visibleTo(viewer)).orderBy(asc(users.createdAt), asc(users.username));
}

/** Why a username or e-mail cannot be used (another account has it, ignoring case and Unicode forms), or null. */
export async function identityConflict(
  db: Database,
  identity: { username: string; email: string },
  exceptId?: string,
): Promise<string | null> {
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  if (await usernameTaken(db, identity.username, exceptId)) return USERNAME_TAKEN;
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, identity.email.toLowerCase()), others))
    .limit(1);
  return byEmail ? EMAIL_TAKEN : null;
}

export const USERNAME_TAKEN = 'A user with this username already exists';
export const EMAIL_TAKEN = 'A user with this email already exists';

/** The form field a conflict is about, named in the answer so the form shows it there. */
export const conflictField = (message: string): 'username' | 'email' =>
  message === EMAIL_TAKEN ? 'email' : 'username';

/** The 409 message for a unique violation that slipped past the check (two requests at once). */
export function conflictFromDatabase(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return constraint?.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN;
}
