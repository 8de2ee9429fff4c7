import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db';
import { auditEntries, type AuditEntryRow } from '../src/db/schema';

/** The audit entries about one record, oldest first. */
export function auditOf(db: Database, resource: string, recordId: string): Promise<AuditEntryRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.resource, resource), eq(auditEntries.recordId, recordId)))
    .orderBy(asc(auditEntries.id));
}

/** Every audit entry, oldest first. */
export function allAudit(db: Database): Promise<AuditEntryRow[]> {
  return db.select().from(auditEntries).orderBy(asc(auditEntries.id));
}

/** `If-Match` naming a version (@console/contract/wire versions.ts), merged into inject's headers. */
export const ifMatch = (version: number, headers: Record<string, string> = {}) => ({
  ...headers,
  'if-match': `"${version}"`,
});
