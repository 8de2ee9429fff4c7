import type { AuditEntry } from '../audit/audit';
import type { UserRow } from '../db/schema';
import { fromRow, toUserDto } from '../users/users';

/**
 * An audit entry about a user account: role, sections and permissions as field differences; who may
 * read it besides the admin: a subadmin sharing a section with an account of role user (the accounts
 * it may manage), never entries about admins or subadmins.
 */
export function userEntry(
  action: string,
  before: UserRow | undefined,
  after: UserRow | undefined,
  detail?: Record<string, unknown>,
): AuditEntry {
  const target = (after ?? before)!;
  const wire = (row: UserRow | undefined) => (row ? toUserDto(fromRow(row)) : null);
  const sections = [...new Set([...(before?.sections ?? []), ...(after?.sections ?? [])])];
  return {
    resource: 'user',
    action,
    recordId: target.id,
    before: wire(before),
    after: wire(after),
    detail,
    sections,
    adminOnly: [before?.role, after?.role].some((role) => role !== undefined && role !== 'user'),
  };
}

/** The same entry, noting that the password changed (never its value). */
export function withPasswordChange(entry: AuditEntry, changed: boolean): AuditEntry {
  if (!changed) return entry;
  return { ...entry, detail: { ...entry.detail, note: 'password changed' } };
}
