import type { ChangedBy } from 'shared-kit/conflict';
import { auditActor } from 'shared-kit/ui';
import { loadRecordHistory } from './RecordHistory';

/**
 * Who saved a record last and when, from its audit trail; null when the person may not read it or it
 * cannot be read now (the conflict view then shows the values without a name).
 */
export async function lastChangeOf(resource: string, recordId: string): Promise<ChangedBy | null> {
  try {
    const { items } = await loadRecordHistory(resource, recordId);
    const newest = [...items].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)[0];
    return newest ? { who: auditActor(newest), at: newest.at } : null;
  } catch {
    return null;
  }
}
