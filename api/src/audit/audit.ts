import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { auditEntries, type FieldChange } from '../db/schema';
import { fieldChanges } from './changes';
import { redact } from './redact';
import { insertOutsideRestore } from '../backup/restoreLock';
import { insertSelect, type OrPlaceholders } from '../db/insertSelect';

/** What changed, as the writer knows it; who, from where and when come from the request. */
export interface AuditEntry {
  /** 'report', 'proof', 'whitelabel', 'prooftype', 'sport', 'note', 'user', 'session', 'forexchart', … */
  resource: string;
  /** 'create', 'update', 'delete', 'import', 'login', 'login-failed', 'logout', … */
  action: string;
  area?: AreaKey;
  recordId?: string;
  /** Field differences; or give `before`/`after` (wire forms) and they are computed. */
  changes?: Record<string, FieldChange>;
  before?: object | null;
  after?: object | null;
  /** An import's counts and created ids, a backup's collections, a refusal's reason. */
  detail?: Record<string, unknown>;
  /** The sections the record belongs to (who besides the admin may read the entry). */
  sections?: readonly string[];
  /** Never shown to a subadmin (4xChart, other staff, backups of sections it lacks). */
  adminOnly?: boolean;
  /** Who acted, when the request carries no signed-in user (a sign-in, a password reset). */
  actor?: { id: string | null; username: string | null };
}

/** The requests that wrote an entry; the sealer is nudged once they are answered (after commit). */
const wrote = new WeakSet<FastifyRequest>();
export const wroteAudit = (request: FastifyRequest): boolean => wrote.has(request);

/** Who acted and from where, as the entry keeps it. */
function origin(request: FastifyRequest | null, actor: AuditEntry['actor']) {
  const user = request?.user;
  return {
    actorId: actor ? actor.id : (user?.id ?? null),
    actorUsername: actor ? actor.username : (user?.username ?? null),
    address: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null,
    requestId: request ? String(request.id) : null,
  };
}

/** The entry's row: what changed (redacted), and who, from where. */
export function auditRow(request: FastifyRequest | null, entry: AuditEntry): AuditRow {
  const changes = entry.changes ?? fieldChanges(entry.before ?? null, entry.after ?? null);
  return {
    ...origin(request, entry.actor),
    area: entry.area ?? null,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    action: entry.action,
    changes: redact(changes) as Record<string, FieldChange>,
    detail: entry.detail ? (redact(entry.detail) as Record<string, unknown>) : null,
    sections: [...(entry.sections ?? [])],
    adminOnly: entry.adminOnly ?? false,
  };
}

/**
 * Records one change. Call it with the transaction that makes the change, so the entry and the change
 * commit or roll back together; `request` is null for commands run outside HTTP (restore, prune).
 */
export async function audit(tx: Database, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await insertOutsideRestore(tx, auditEntries, auditRow(request, entry));
  if (request) wrote.add(request);
}

/** An entry's row as audit_entries keeps it. */
export type AuditRow = typeof auditEntries.$inferInsert;

/**
 * An entry's row (auditRow) as an `INSERT … SELECT` for a statement that makes the change itself (a
 * login's writes, auth/loginWrites.ts), the caller adding what follows the values (`FROM` a member
 * written before it): the entry commits with that statement or not at all. Once it has run,
 * `audited(request)`.
 */
export const auditInsert = (row: OrPlaceholders<AuditRow>): SQL => insertSelect(auditEntries, row);

/** The request wrote an entry in a statement of its own (auditInsert): the sealer is nudged once it is answered. */
export const audited = (request: FastifyRequest): void => {
  wrote.add(request);
};
