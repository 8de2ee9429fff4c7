import { and, arrayContained, arrayOverlaps, eq, ne, not, or, type SQL } from 'drizzle-orm';
import type { Principal } from '@console/contract/permissions';
import { auditEntries } from '../db/schema';

/**
 * The entries `viewer` may read, as a SQL condition: an admin all of them; a subadmin those about
 * records of its sections and about users it may manage (entries written as not admin-only), a backup
 * only when it holds every section the backup named; never admin-only ones (4xChart, other staff,
 * audit:prune, restores). Undefined: no condition.
 */
export function visibleEntries(viewer: Principal): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  const sections = [...(viewer.section ?? [])];
  if (sections.length === 0) return eq(auditEntries.id, -1);
  return and(
    not(auditEntries.adminOnly),
    arrayOverlaps(auditEntries.sections, sections),
    or(ne(auditEntries.resource, 'backup'), arrayContained(auditEntries.sections, sections)),
  );
}
