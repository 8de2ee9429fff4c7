import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { audit } from './audit';
import { sealAudit } from './chain';

export interface PruneResult {
  removed: number;
  before: Date;
}

/**
 * Removes the entries older than `days` days from the head of the chain (audit_prune in migration
 * 0011), and records that it did, with the point the chain now starts from, in the same transaction.
 */
export async function pruneAudit(db: Database, days: number, now = new Date()): Promise<PruneResult> {
  const before = new Date(now.getTime() - days * 86_400_000);
  // Entries written before the cut are sealed first, so they can go.
  await sealAudit(db);
  const removed = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ removed: string; through_seq: string | null; through_hash: string | null }>(
      sql`SELECT * FROM audit_prune(${before.toISOString()}::timestamptz)`,
    );
    const [result] = rows;
    await audit(tx, null, {
      resource: 'audit',
      action: 'prune',
      actor: { id: null, username: 'audit:prune' },
      adminOnly: true,
      detail: {
        retentionDays: days,
        before: before.toISOString(),
        removed: Number(result.removed),
        throughSeq: result.through_seq === null ? null : Number(result.through_seq),
        throughHash: result.through_hash,
      },
    });
    return Number(result.removed);
  });
  await sealAudit(db);
  return { removed, before };
}
