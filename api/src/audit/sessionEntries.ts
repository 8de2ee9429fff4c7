import type { AuditEntry } from './audit';

/** The account an entry about signing in or out concerns, as far as it is known. */
interface Account {
  id: string;
  username: string;
  role: string;
  sections: readonly string[];
}

/**
 * An entry about a sign-in, sign-out or password reset: about the account itself, so readable by the
 * subadmins who may manage it (role user, a shared section); an unknown account's only by the admin.
 */
export function accountEntry(
  action: string,
  account: Account | undefined,
  detail?: Record<string, unknown>,
): AuditEntry {
  return {
    resource: 'session',
    action,
    recordId: account?.id,
    actor: { id: account?.id ?? null, username: account?.username ?? null },
    sections: account?.sections ?? [],
    adminOnly: !account || account.role !== 'user',
    detail,
  };
}
