/**
 * Who may do what to whom in user management (foundation §5, §6). The API enforces these rules and the
 * user screens mirror them with the very same functions and messages, so the two cannot drift apart.
 * Pure: no React, importable by the API as `@console/contract/userRules`.
 */
import { isStaffManager, type Principal, type Role } from './permissions';

export const ACCESS_DENIED = 'Access denied. Admin or subadmin privileges required.';

/** Actions on an existing user; the words complete "Subadmin can only ... users". */
export type UserAction = 'edit' | 'delete' | 'preview' | 'force logout' | 'delete attendance of';

/** The values a create or an update would store. */
export interface UserAssignment {
  role: Role;
  section: readonly string[];
  permissions: readonly string[];
}

const sectionsOf = (who: Principal) => who.section ?? [];
const permissionsOf = (who: Principal) => who.permissions ?? [];

/** Whether two people have a section in common: what a subadmin sees of users and attendance. */
export function sharesSection(viewer: Principal, other: Principal): boolean {
  if (viewer.role === 'admin') return true;
  return sectionsOf(other).some((section) => sectionsOf(viewer).includes(section));
}

/**
 * A user is in a subadmin's sections when every section they hold is one of the subadmin's: acting on
 * someone who also works in another section would change that section's staff too.
 */
export function withinSections(manager: Principal, target: Principal): boolean {
  const held = sectionsOf(manager);
  const theirs = sectionsOf(target);
  return theirs.length > 0 && theirs.every((section) => held.includes(section));
}

/**
 * Whether a subadmin holds every permission of `target`. Acting on a richer user (setting their
 * password or e-mail, then logging in as them) would hand the subadmin rights it was never given.
 */
export function withinPermissions(manager: Principal, target: Principal): boolean {
  return permissionsOf(target).every((permission) => permissionsOf(manager).includes(permission));
}

/**
 * Why `actor` may not act on the existing user `target`, or null when allowed. Looking (preview) needs
 * the user's sections; changing anything about them also needs each of their permissions.
 */
export function refusalToAct(actor: Principal, action: UserAction, target: Principal): string | null {
  if (!isStaffManager(actor)) return ACCESS_DENIED;
  if (actor.role === 'admin') return null;
  if (target.role !== 'user') return `Subadmin can only ${action} users with "user" role`;
  if (!withinSections(actor, target)) return `Subadmin can only ${action} users in their assigned section(s)`;
  if (action !== 'preview' && !withinPermissions(actor, target)) {
    return `Subadmin can only ${action} users whose permissions they hold`;
  }
  return null;
}

/** Whether `actor` may give someone `section`: an admin any, a subadmin only its own. */
export function mayAssignSection(actor: Principal, section: string): boolean {
  return actor.role === 'admin' || sectionsOf(actor).includes(section);
}

/** Whether `actor` may tick or untick `permission` on someone: an admin any, a subadmin only those it holds. */
export function mayGrant(actor: Principal, permission: string): boolean {
  return actor.role === 'admin' || permissionsOf(actor).includes(permission);
}

function changed(before: readonly string[], after: readonly string[]): string[] {
  return [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
}

/**
 * Why `actor` may not store `next` (on create, `current` is absent), or null when allowed. A subadmin
 * may only give role user, its own sections, and tick or untick only permissions it holds itself.
 */
export function refusalToAssign(actor: Principal, next: UserAssignment, current?: Principal): string | null {
  if (!isStaffManager(actor)) return ACCESS_DENIED;
  if (actor.role === 'admin') return null;
  if (next.role !== 'user') return 'Subadmin can only create or update users with "user" role';
  // A user without a section is in no subadmin's sections: nobody but an admin could manage them again.
  if (next.section.length === 0) return 'Subadmin must assign at least one of their sections';
  if (!next.section.every((section) => mayAssignSection(actor, section))) {
    return 'Subadmin can only assign sections they are authorized for';
  }
  if (changed(current ? permissionsOf(current) : [], next.permissions).some((p) => !mayGrant(actor, p))) {
    return 'Subadmin can only assign permissions they hold';
  }
  return null;
}

/**
 * Nobody changes their own role or grants themselves sections or permissions (an admin already holds
 * every section and permission, so only the role matters there).
 */
export function refusalToChangeSelf(self: Principal, next: UserAssignment): string | null {
  if (next.role !== self.role) return 'You cannot change your own role';
  if (self.role === 'admin') return null;
  const added = (before: readonly string[], after: readonly string[]) => after.some((value) => !before.includes(value));
  if (added(sectionsOf(self), next.section) || added(permissionsOf(self), next.permissions)) {
    return 'You cannot raise your own sections or permissions';
  }
  return null;
}

/** The roles `actor` may give: admin any, subadmin only user. */
export function assignableRoles(actor: Principal): readonly Role[] {
  return actor.role === 'admin' ? ['admin', 'subadmin', 'user'] : ['user'];
}
