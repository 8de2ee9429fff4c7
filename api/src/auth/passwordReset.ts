import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { passwordResetCodes, users, type PasswordResetCodeRow } from '../db/schema';
import { endAllSessionsOfUser } from './endSessions';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

export const CODE_VALID_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

/** Six digits, leading zeros included, from the system's secure random source. */
export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A new code for the user; any earlier one stops working. Only an argon2 hash is stored: a copy of the
 * database does not hand out the live codes.
 */
export async function issueResetCode(db: Database, userId: string, now = new Date()): Promise<string> {
  const code = generateCode();
  const codeHash = await hashPassword(code);
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
    });
  });
  return code;
}

/** Costs what issuing a code costs, for an address without an account (no timing difference to probe). */
export async function issueDecoyCode(): Promise<void> {
  await hashPassword(generateCode());
}

/**
 * The user's live code if `code` is it. Each try is counted before the comparison, in one atomic
 * update, so even simultaneous guesses get at most MAX_WRONG_TRIES; a right try is given back.
 */
export async function checkResetCode(
  db: Database,
  userId: string | undefined,
  code: string,
  now = new Date(),
): Promise<PasswordResetCodeRow | null> {
  if (!userId) return verifyAgainstDecoy(code).then(() => null);
  const live = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, sql`(${live})`), lt(passwordResetCodes.attempts, MAX_WRONG_TRIES)))
    .returning();
  if (!claimed) return verifyAgainstDecoy(code).then(() => null);
  if (!(await verifyPassword(claimed.codeHash, code))) return null;
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} - 1` })
    .where(eq(passwordResetCodes.id, claimed.id))
    .returning();
  return row;
}

/**
 * Sets the new password with a checked code: the code is used up, and every session of the user ends
 * (whoever knew the old password is logged out). False when the code was used meanwhile.
 */
export async function resetPassword(
  db: Database,
  code: PasswordResetCodeRow,
  newPassword: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, code.userId));
    await endAllSessionsOfUser(tx, code.userId, now);
    return true;
  });
}

/** Codes that can no longer be used, kept a day for inspection, then dropped. */
export async function deleteOldResetCodes(db: Database, now = new Date()): Promise<void> {
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
}
