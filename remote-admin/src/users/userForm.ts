import {
  hasSection,
  PERMISSION_GROUPS,
  SECTIONS,
  type PermissionGroup,
  type Principal,
} from '@console/contract/permissions';
import { mayAssignSection } from '@console/contract/userRules';
import { type User } from '@console/platform';
import type { UserInput } from './usersApi';

export type UserFormValues = UserInput;

/** The permission groups the form offers: those of the viewer's sections (admin: all). */
export function visibleGroups(viewer: Principal): PermissionGroup[] {
  return PERMISSION_GROUPS.filter((group) => hasSection(viewer, group.section));
}

/** A new user: role user, section Turbo (the spec's default) or else the viewer's first section. */
export function emptyForm(viewer: Principal): UserFormValues {
  const section = SECTIONS.find((s) => mayAssignSection(viewer, s)) ?? 'Turbo';
  return { username: '', email: '', password: '', role: 'user', section: [section], permissions: [] };
}

export function formFromUser(user: User): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    password: '',
    role: user.role,
    section: [...user.section],
    permissions: [...user.permissions],
  };
}

/** The inputs of the form that a message can stand beside. */
export type UserFormField = 'username' | 'email' | 'password' | 'role';

export type FieldMessages = Partial<Record<UserFormField, string>>;

/**
 * Every missing field at once: username and e-mail are required, the password only for a new user.
 * How an e-mail must look and how long a password must be, the server says, naming the field.
 */
export function formProblems(values: UserFormValues, isNew: boolean): FieldMessages {
  const problems: FieldMessages = {};
  if (!values.username.trim()) problems.username = 'Username is required';
  if (!values.email.trim()) problems.email = 'Email is required';
  if (isNew && !values.password) problems.password = 'Password is required';
  return problems;
}

export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/** Splits a list into rows of `size` (the spec shows permissions in rows of four). */
export function rowsOf<T>(list: readonly T[], size = 4): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += size) rows.push(list.slice(i, i + size));
  return rows;
}
