import type { AuditAnswer, AuditItem } from '@console/contract/wire';

/** An audit entry as GET /api/audit answers it: an update of report r1 by asha unless told otherwise. */
export function auditEntry(entry: Partial<AuditItem> = {}): AuditItem {
  return {
    id: 1,
    at: '2026-11-20T04:30:00.000Z',
    actor: { id: 'u1', username: 'asha' },
    address: '127.0.0.1',
    userAgent: null,
    requestId: null,
    area: 'turbo',
    resource: 'report',
    recordId: 'r1',
    action: 'update',
    changes: {},
    detail: null,
    sealed: true,
    ...entry,
  };
}

/** The fake API's answer to GET /api/audit holding `items`. */
export const auditAnswer = (...items: AuditItem[]): { body: AuditAnswer } => ({
  body: { items, total: items.length },
});
