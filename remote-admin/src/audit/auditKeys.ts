import type { AuditQuery } from '@console/contract/wire';

/** The query keys of the Audit Log: one page of entries per filters and paging (the newest asked is shown). */
export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
};
