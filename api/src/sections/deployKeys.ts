import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RemoteSection } from '@console/contract/sections';
import type { Database } from '../db';
import { sectionDeployKeys, sectionKeyUses } from '../db/schema';
import { auditSection } from './sectionAudit';

/** Deploy keys start so: the auth plugin leaves them to the deploy-key check instead of reading them as a JWT. */
const PREFIX = 'csk_';

export const isDeployKeyToken = (token: string) => token.startsWith(PREFIX);

/**
 * SHA-256, not argon2 as for passwords: a key is 256 random bits, so no dictionary or brute force can
 * reach it, and a pipeline's every call must not pay a deliberately slow hash.
 */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface DeployKey {
  id: string;
  section: RemoteSection;
}

export async function createDeployKey(
  db: Database,
  section: RemoteSection,
  createdBy: string,
  request: FastifyRequest | null = null,
): Promise<{ id: string; key: string }> {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sectionDeployKeys)
      .values({ section, keyHash: hashOf(key), createdBy })
      .returning({ id: sectionDeployKeys.id });
    // The key itself is shown once and never kept, here or anywhere.
    await auditSection(tx, request, section, 'key-create', {}, row.id);
    return { id: row.id, key };
  });
}

/** Revoked keys stop at once on every API instance: each call looks its key up. True if it was live. */
export async function revokeDeployKey(
  db: Database,
  section: RemoteSection,
  id: string,
  request: FastifyRequest | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sectionDeployKeys)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sectionDeployKeys.id, id), eq(sectionDeployKeys.section, section), isNull(sectionDeployKeys.revokedAt)),
      )
      .returning({ id: sectionDeployKeys.id });
    if (revoked.length > 0) await auditSection(tx, request, section, 'key-revoke', {}, id);
    return revoked.length > 0;
  });
}

export async function liveDeployKeys(db: Database, section: RemoteSection) {
  return db
    .select({
      id: sectionDeployKeys.id,
      createdBy: sectionDeployKeys.createdBy,
      createdAt: sectionDeployKeys.createdAt,
      lastUsedAt: sectionDeployKeys.lastUsedAt,
    })
    .from(sectionDeployKeys)
    .where(and(eq(sectionDeployKeys.section, section), isNull(sectionDeployKeys.revokedAt)))
    .orderBy(asc(sectionDeployKeys.createdAt));
}

/** The live key a bearer token is, if any. */
export async function findDeployKey(db: Database, token: string): Promise<DeployKey | undefined> {
  const [row] = await db
    .select({ id: sectionDeployKeys.id, section: sectionDeployKeys.section })
    .from(sectionDeployKeys)
    .where(and(eq(sectionDeployKeys.keyHash, hashOf(token)), isNull(sectionDeployKeys.revokedAt)));
  return row as DeployKey | undefined;
}

export interface KeyUse {
  key: DeployKey;
  request?: FastifyRequest | null;
  /** `METHOD /path` as called. */
  call: string;
  status: number;
}

/**
 * The one place a deploy key's use is recorded (refused calls too), and its last use noted: in the
 * section's list of uses and in the audit trail, in one transaction.
 */
export async function recordKeyUse(db: Database, { key, call, status, request = null }: KeyUse): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sectionKeyUses).values({ keyId: key.id, section: key.section, call, status });
    await auditSection(tx, request, key.section, 'key-use', { call, status }, key.id);
    await tx
      .update(sectionDeployKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sectionDeployKeys.id, key.id));
  });
}
