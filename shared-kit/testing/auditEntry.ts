import type { AuditAnswer, AuditItem } from '@console/contract/wire';

/** An audit entry as GET /api/audit answers it: a sealed update of report r1 by asha, unless told otherwise. */
export function auditEntry(extra: Partial<AuditItem> = {}): AuditItem {
  return {
    id: 1,
    at: '2026-11-20T04:30:00.000Z',
    actor: { id: 'u1', username: 'asha' },
    address: null,
    userAgent: null,
    requestId: null,
    area: 'turbo',
    resource: 'report',
    recordId: 'r1',
    action: 'update',
    changes: {},
    detail: null,
    sealed: true,
    ...extra,
  };
}

/** The fake API's answer to GET /api/audit holding `items`. */
export const auditAnswer = (...items: AuditItem[]): { body: AuditAnswer } => ({
  body: { items, total: items.length },
});
