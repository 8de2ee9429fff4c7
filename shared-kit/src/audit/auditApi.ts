import { api } from '@console/platform';
import type { AuditAnswer, AuditQuery } from '@console/contract/wire';

/** The filters that are set, as the query string's pairs (an empty filter is no filter). */
function searchParamsOf(query: AuditQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

/** GET /api/audit: one page of the entries the caller may read, newest first, with how many match. */
export function loadAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditAnswer> {
  return api.get('audit', { searchParams: searchParamsOf(query), signal }).json<AuditAnswer>();
}

/** GET /api/audit/export: the entries of the same filters as an XLSX file (up to 100,000 rows, so no timeout). */
export function exportAudit(query: AuditQuery): Promise<Blob> {
  return api.get('audit/export', { searchParams: searchParamsOf(query), timeout: false }).blob();
}
