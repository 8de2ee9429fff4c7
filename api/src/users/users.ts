import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@console/contract/permissions';
import type { UserDto } from '@console/contract/wire';
import type { Database } from '../db';
import { preparedOn } from '../db/prepared';
import { users, type UserRow } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { usernameKey } from './usernames';

/** A user without secrets, shaped like the contract's Principal so the catalogue's checks apply as is. */
export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  section: string[];
  permissions: string[];
  version?: number;
}

export function fromRow(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    section: row.sections,
    permissions: row.permissions,
    version: row.version,
  };
}

export function toUserDto(user: User, sessionExpires?: Date): UserDto {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    section: user.section,
    permissions: user.permissions,
    ...(sessionExpires ? { sessionExpires: sessionExpires.toISOString() } : {}),
    ...(user.version !== undefined ? { version: user.version } : {}),
  };
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role: Role;
  sections: readonly string[];
  permissions: readonly string[];
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      usernameKey: usernameKey(user.username),
      email: user.email,
      passwordHash: await hashPassword(user.password),
      role: user.role,
      sections: [...user.sections],
      permissions: [...user.permissions],
    })
    .returning();
  return row;
}

/** The account a login names by its username (exact), and by its e-mail (ignoring case). */
const userByUsername = preparedOn((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.username, sql.placeholder('username')))
    .limit(1)
    .prepare('user_by_username'),
);
const userByEmail = preparedOn((db) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .limit(1)
    .prepare('user_by_email'),
);

/** The account a login names: by exact username, or by e-mail ignoring case. */
export async function findUserByLogin(
  db: Database,
  login: { username: string } | { email: string },
): Promise<UserRow | undefined> {
  const [row] =
    'username' in login
      ? await userByUsername(db).execute({ username: login.username })
      : await userByEmail(db).execute({ email: login.email.toLowerCase() });
  return row;
}

/**
 * Replaces a user's password hash with `passwordHash` made from the same password (today's settings,
 * passwords.ts), unless the stored hash changed meanwhile; whether it did. Not a change of the account:
 * its version and update time stay as they are, so an open edit of the user is not refused for it.
 */
export async function replaceHashOfSamePassword(db: Database, user: UserRow, passwordHash: string): Promise<boolean> {
  const replaced = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  return replaced.length > 0;
}
