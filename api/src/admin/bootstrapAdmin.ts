import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, SECTIONS } from '@console/contract/permissions';
import type { Config } from '../config';
import type { Database } from '../db';
import { users } from '../db/schema';
import { insertUser } from '../users/users';
import { ADVISORY_LOCK } from '../db/locks';

export interface BootstrapResult {
  created: boolean;
  /** Set when the password was generated, so the operator must be told it. */
  generatedPassword?: string;
  passwordFile?: string;
}

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/** 24 random bytes: 32 characters of base64url, far beyond guessing. */
function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * First start on an empty database: creates the admin account with every section and permission.
 * Without ADMIN_PASSWORD a password is generated, written to DATA_DIR/initial-admin-password (0600)
 * and logged once; it is never stored anywhere else in clear.
 */
export async function bootstrapAdmin(
  db: Database,
  config: Pick<Config, 'adminUsername' | 'adminEmail' | 'adminPassword' | 'dataDir'>,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<BootstrapResult> {
  const password = config.adminPassword ?? generatePassword();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.bootstrapAdmin})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return false;
    await insertUser(tx, {
      username: config.adminUsername,
      email: config.adminEmail,
      password,
      role: 'admin',
      sections: SECTIONS,
      permissions: ALL_PERMISSIONS,
    });
    return true;
  });
  if (!created) return { created };
  if (config.adminPassword) {
    log.info(`created the admin account "${config.adminUsername}" with the password from ADMIN_PASSWORD`);
    return { created };
  }
  await mkdir(config.dataDir, { recursive: true });
  const passwordFile = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  log.warn(
    `created the admin account "${config.adminUsername}" with the generated password ${password} ` +
      `(also written to ${passwordFile}; change it after the first login)`,
  );
  return { created, generatedPassword: password, passwordFile };
}
