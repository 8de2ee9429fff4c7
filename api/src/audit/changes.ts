import type { FieldChange } from '../db/schema';
import { isSecretField, REDACTED, redact } from './redact';

/** Fields every record has that say nothing about what a person changed. */
const BOOKKEEPING = new Set(['_id', 'id', 'createdAt', 'updatedAt', 'version']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Field by field, what differs between a record before and after a write, in its wire form (the names
 * people see): `{ field: { before, after } }`; a create has no `before`, a delete no `after`. Secret
 * fields are named but their values are never kept.
 */
export function fieldChanges(before: object | null, after: object | null): Record<string, FieldChange> {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (BOOKKEEPING.has(field) || same(was[field], now[field])) continue;
    const change: FieldChange = {};
    if (before) change.before = isSecretField(field) ? REDACTED : redact(was[field] ?? null);
    if (after) change.after = isSecretField(field) ? REDACTED : redact(now[field] ?? null);
    changes[field] = change;
  }
  return changes;
}
