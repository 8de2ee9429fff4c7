import type { ChangedBy } from '../conflict';
import { auditActor } from '../ui/AuditHistory';
import { loadRecordHistory } from './RecordHistory';

/** The record's own update time, as the conflict answered it (when it has one). */
function savedAt(current: unknown): ChangedBy | null {
  const at = (current as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof at === 'string' ? { at } : null;
}

/**
 * Who saved a record last and when, from its audit trail; where the person may not read the trail
 * (role user) or it cannot be read now, only when, from the record as the conflict answered it.
 */
export async function lastChangeOf(resource: string, recordId: string, current: unknown): Promise<ChangedBy | null> {
  try {
    const { items } = await loadRecordHistory(resource, recordId);
    const newest = [...items].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)[0];
    return newest ? { who: auditActor(newest), at: newest.at } : savedAt(current);
  } catch {
    return savedAt(current);
  }
}
