import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { ADVISORY_LOCK } from '../db/locks';

/** What a write answers while a backup is being restored on any instance; nothing of it was saved. */
export const RESTORE_IN_PROGRESS = 'A backup is being restored. Nothing was saved; please try again in a minute.';

/** Seconds a client should wait before trying again while a restore runs. */
export const RESTORE_RETRY_AFTER_SECONDS = 30;

/** How long a write waits for a running restore to end before it is refused. */
const WRITE_WAIT_MS = 5000;

/** A write refused because a restore holds the database (503 with RESTORE_IN_PROGRESS, see http/errors.ts). */
export class RestoreInProgress extends Error {
  constructor() {
    super(RESTORE_IN_PROGRESS);
  }
}

/**
 * Taken by a restore as the first statement of its transaction: it waits for the writes under way on
 * every instance to commit, and holds back every new one until it ends (committed or rolled back).
 */
export async function holdWritesForRestore(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.restore})`);
}

/**
 * Taken by every audited write in its transaction (audit/audit.ts), shared, so writes never wait for
 * each other: one round trip when no restore runs. While one runs, the write waits up to 5 s for it to
 * end, then is refused: its transaction rolls back, so nothing is half written under a restore.
 */
export async function writeOutsideRestore(tx: Database): Promise<void> {
  const taken = await tx.execute<{ taken: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock_shared(${ADVISORY_LOCK.restore}) AS taken`,
  );
  if (taken.rows[0]?.taken) return;
  await tx.execute(sql`SELECT set_config('lock_timeout', ${String(WRITE_WAIT_MS)}, true)`);
  try {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${ADVISORY_LOCK.restore})`);
  } catch (error) {
    // 55P03 lock_not_available: the restore still runs. The transaction is aborted either way.
    if (
      (error as { code?: string }).code === '55P03' ||
      (error as { cause?: { code?: string } }).cause?.code === '55P03'
    )
      throw new RestoreInProgress();
    throw error;
  }
  await tx.execute(sql`SELECT set_config('lock_timeout', '0', true)`);
}
