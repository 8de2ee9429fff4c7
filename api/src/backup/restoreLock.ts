import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';
import { insertSelect } from '../db/insertSelect';
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
 * The restore lock taken, shared, for the rest of the transaction when no restore holds it: true; false
 * (and nothing taken) while one does. A condition for a write's own statement, so that taking the lock
 * costs no round trip of its own.
 */
export const restoreFree = (): SQL => sql`pg_try_advisory_xact_lock_shared(${ADVISORY_LOCK.restore})`;

/**
 * Inserts `row` into `table` in the same statement that takes the restore lock, shared, when no restore
 * holds it: one round trip for both. Nothing is inserted when a restore holds it (false).
 */
async function insertWhenNoRestore<T extends PgTable>(
  tx: Database,
  table: T,
  row: T['$inferInsert'],
): Promise<boolean> {
  const { rows } = await tx.execute(sql`${insertSelect(table, row)} WHERE ${restoreFree()} RETURNING 1 AS inserted`);
  return rows.length === 1;
}

/**
 * Waits for a running restore to end, up to 5 s, then takes the restore lock, shared; refuses the write
 * (RestoreInProgress) when the restore still runs.
 */
async function waitOutRestore(tx: Database): Promise<void> {
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

/**
 * Inserts `row` into `table` as the last write of an audited transaction (audit/audit.ts), holding the
 * restore lock, shared, so writes never wait for each other: taken in the insert's own statement when
 * no restore runs. While one runs, the write waits up to 5 s for it to end, then is refused: its
 * transaction rolls back, so nothing is half written under a restore.
 */
export async function insertOutsideRestore<T extends PgTable>(
  tx: Database,
  table: T,
  row: T['$inferInsert'],
): Promise<void> {
  if (await insertWhenNoRestore(tx, table, row)) return;
  await waitOutRestore(tx);
  await tx.insert(table).values(row);
}
