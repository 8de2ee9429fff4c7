import {
  hasSection,
  PERMISSION_GROUPS,
  SECTIONS,
  type PermissionGroup,
  type Principal,
} from '@console/contract/permissions';
import { type User } from '@console/platform';
import type { UserInput } from './usersApi';

export type UserFormValues = UserInput;

/** The permission groups the form offers: those of the viewer's sections (admin: all). */
export function visibleGroups(viewer: Principal): PermissionGroup[] {
  return PERMISSION_GROUPS.filter((group) => hasSection(viewer, group.section));
}

/** A subadmin cannot tick (or untick) a permission it does not hold itself. */
export function canGrant(viewer: Principal, permission: string): boolean {
  return viewer.role === 'admin' || (viewer.permissions ?? []).includes(permission);
}

function canAssignSection(viewer: Principal, section: string): boolean {
  return viewer.role === 'admin' || (viewer.section ?? []).includes(section);
}

/** A new user: role user, section Turbo (the spec's default) or else the viewer's first section. */
export function emptyForm(viewer: Principal): UserFormValues {
  const section = SECTIONS.find((s) => canAssignSection(viewer, s)) ?? 'Turbo';
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

/** Username and e-mail are required; the password only for a new user. */
export function formProblem(values: UserFormValues, isNew: boolean): string | null {
  if (!values.username.trim()) return 'Username is required';
  if (!values.email.trim()) return 'Email is required';
  if (isNew && !values.password) return 'Password is required';
  return null;
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
