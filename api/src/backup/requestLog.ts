import { desc } from 'drizzle-orm';
import type { BackupRequestRecord } from '@console/contract/backupRequest';
import type { Database } from '../db';
import { backupRequests, type BackupRequestRow } from '../db/schema';
import type { User } from '../users/users';

export type BackupOutcome = BackupRequestRow['outcome'];

/** Writes down one backup request: who, which collections, to which address, when, and how it ended. */
export async function recordBackupRequest(
  db: Database,
  who: User,
  request: { collections: readonly string[]; targetEmail: string; outcome: BackupOutcome; detail?: string },
): Promise<void> {
  await db.insert(backupRequests).values({
    userId: who.id,
    username: who.username,
    role: who.role,
    collections: [...request.collections],
    targetEmail: request.targetEmail,
    outcome: request.outcome,
    detail: request.detail ?? '',
  });
}

/** How many of the latest requests the Backup Data page shows. */
export const SHOWN_REQUESTS = 500;

export async function latestBackupRequests(db: Database): Promise<BackupRequestRecord[]> {
  const rows = await db.select().from(backupRequests).orderBy(desc(backupRequests.requestedAt)).limit(SHOWN_REQUESTS);
  return rows.map((row) => ({
    _id: row.id,
    requestedAt: row.requestedAt.toISOString(),
    username: row.username,
    role: row.role,
    collections: row.collections,
    targetEmail: row.targetEmail,
    outcome: row.outcome,
    detail: row.detail,
  }));
}
