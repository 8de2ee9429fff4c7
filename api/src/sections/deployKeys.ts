import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RemoteSection } from '@console/contract/sections';
import type { Database } from '../db';
import { sectionDeployKeys, sectionKeyUses } from '../db/schema';

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
): Promise<{ id: string; key: string }> {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(sectionDeployKeys)
    .values({ section, keyHash: hashOf(key), createdBy })
    .returning({ id: sectionDeployKeys.id });
  return { id: row.id, key };
}

/** Revoked keys stop at once on every API instance: each call looks its key up. True if it was live. */
export async function revokeDeployKey(db: Database, section: RemoteSection, id: string): Promise<boolean> {
  const revoked = await db
    .update(sectionDeployKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sectionDeployKeys.id, id), eq(sectionDeployKeys.section, section), isNull(sectionDeployKeys.revokedAt)),
    )
    .returning({ id: sectionDeployKeys.id });
  return revoked.length > 0;
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
  /** `METHOD /path` as called. */
  call: string;
  status: number;
}

/**
 * The one place a deploy key's use is recorded (refused calls too), and its last use noted. The audit
 * trail, when it exists, takes its entries from here.
 */
export async function recordKeyUse(db: Database, { key, call, status }: KeyUse): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sectionKeyUses).values({ keyId: key.id, section: key.section, call, status });
    await tx
      .update(sectionDeployKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sectionDeployKeys.id, key.id));
  });
}
