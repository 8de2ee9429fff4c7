import type { FastifyRequest } from 'fastify';
import type { RemoteSection } from '@console/contract/sections';
import { audit } from '../audit/audit';
import type { Database } from '../db';

/**
 * A change to a section's releases in the audit trail, in the change's own transaction: a version
 * registered, a rollout, the allowed origins, a deploy key created, revoked or used. Admin-only entries
 * (the Releases page is the admin's). A call made with a deploy key names the key as who acted.
 */
export async function auditSection(
  tx: Database,
  request: FastifyRequest | null,
  section: RemoteSection,
  action: string,
  detail: Record<string, unknown>,
  recordId?: string,
): Promise<void> {
  const key = request?.deployKey;
  await audit(tx, request, {
    resource: 'section',
    action,
    recordId,
    detail: { section, ...detail },
    adminOnly: true,
    ...(key && !request?.user ? { actor: { id: null, username: `deploy key ${key.id}` } } : {}),
  });
}
