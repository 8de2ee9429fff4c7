import { isPermission, type Role } from '@console/contract/permissions';
import type { UserFields } from '@console/contract/wire';
import { usernameProblem } from '../users/usernames';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CleanUser {
  username: string;
  email: string;
  /** Absent: keep the current one (update only). */
  password?: string;
  role: Role;
  section: string[];
  permissions: string[];
}

/** A refusal names the field it is about, so the form can show it there. */
export type UserFieldProblem = { message: string; field: keyof UserFields };

type Result = { ok: true; user: CleanUser } | ({ ok: false } & UserFieldProblem);

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Checks and normalises user fields. On create `current` is absent and username, e-mail and password
 * are required; on update a missing field (or an empty password) keeps the current value.
 */
export function cleanUserFields(fields: UserFields, current?: CleanUser): Result {
  const username = (fields.username ?? current?.username ?? '').trim();
  const email = (fields.email ?? current?.email ?? '').trim();
  const password = fields.password || undefined;
  if (!username) return { ok: false, message: 'Username is required', field: 'username' };
  // The login form sends anything with an @ as an e-mail, so such a username could never log in.
  if (username.includes('@')) return { ok: false, message: 'Username cannot contain @', field: 'username' };
  const problem = usernameProblem(username);
  if (problem) return { ok: false, message: problem, field: 'username' };
  if (!email) return { ok: false, message: 'Email is required', field: 'email' };
  if (!EMAIL_SHAPE.test(email)) return { ok: false, message: 'Please enter a valid email.', field: 'email' };
  if (!current && !password) return { ok: false, message: 'Password is required', field: 'password' };
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, field: 'password' };
  }
  const permissions = unique(fields.permissions ?? current?.permissions ?? []);
  const unknown = permissions.find((p) => !isPermission(p));
  if (unknown !== undefined) return { ok: false, message: `Unknown permission: ${unknown}`, field: 'permissions' };
  return {
    ok: true,
    user: {
      username,
      email,
      password,
      role: fields.role ?? current?.role ?? 'user',
      // The spec's default section for a new user.
      section: unique(fields.section ?? current?.section ?? ['Turbo']),
      permissions,
    },
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Whether an update changes what the user may do (or how they log in): their sessions must end. */
export function changesAccess(before: CleanUser, after: CleanUser): boolean {
  return (
    before.role !== after.role ||
    !sameSet(before.section, after.section) ||
    !sameSet(before.permissions, after.permissions) ||
    after.password !== undefined
  );
}
