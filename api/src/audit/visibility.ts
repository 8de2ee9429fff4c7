import { and, arrayContained, arrayOverlaps, eq, inArray, ne, not, or, type SQL } from 'drizzle-orm';
import { AREAS, type ResourceKey } from '@console/contract/areas';
import { hasSection, type Principal } from '@console/contract/permissions';
import type { AuditQuery } from '@console/contract/wire';
import { auditEntries } from '../db/schema';

const isResourceKey = (resource: string): resource is ResourceKey =>
  ['whitelabel', 'prooftype', 'sport', 'note', 'report', 'proof'].includes(resource);

/**
 * What a role user may read: the history of one record (`resource` and `recordId` both asked) in the
 * areas where it may preview that resource, as the History of the record's preview shows it; never an
 * admin-only entry. Null when the question is not about one record it may preview.
 */
export function previewableHistory(viewer: Principal, query: Pick<AuditQuery, 'resource' | 'recordId'>): SQL | null {
  const { resource } = query;
  const recordId = query.recordId?.trim();
  if (!resource || !recordId || !isResourceKey(resource)) return null;
  const areas = AREAS.filter(
    (area) => hasSection(viewer, area.section) && (viewer.permissions ?? []).includes(area[resource].rights.preview),
  ).map((area) => area.key);
  if (areas.length === 0) return null;
  return and(
    not(auditEntries.adminOnly),
    eq(auditEntries.resource, resource),
    eq(auditEntries.recordId, recordId),
    inArray(auditEntries.area, areas),
  )!;
}

/**
 * The entries `viewer` may read, as a SQL condition: an admin all of them; a subadmin those about
 * records of its sections and about users it may manage (entries written as not admin-only), a backup
 * only when it holds every section the backup named; never admin-only ones (4xChart, other staff,
 * audit:prune, restores). Undefined: no condition.
 */
export function visibleEntries(viewer: Principal, query: AuditQuery = {}): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'user') return previewableHistory(viewer, query) ?? eq(auditEntries.id, -1);
  const sections = [...(viewer.section ?? [])];
  if (sections.length === 0) return eq(auditEntries.id, -1);
  return and(
    not(auditEntries.adminOnly),
    arrayOverlaps(auditEntries.sections, sections),
    or(ne(auditEntries.resource, 'backup'), arrayContained(auditEntries.sections, sections)),
  );
}
