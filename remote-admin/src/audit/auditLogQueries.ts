import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@console/contract/wire';
import { errorMessage } from '@console/platform';
import { exportAudit, loadAudit } from 'shared-kit/audit';
import { saveBlob } from 'shared-kit/ui';
import { auditKeys } from './auditKeys';
import { AUDIT_EXPORT_FILE, NO_FILTERS, useAuditLog, type AuditFilters } from './auditLogStore';

/**
 * One page of the entries the viewer may read, paged and filtered by the server (the log grows without
 * end, so the browser never holds more than a page). The page shown stays, marked busy, while the next
 * is read; a quick second search does not end with the first one's rows (each has its own key).
 */
export function useAuditPage() {
  const { filters, page, pageSize, search } = useAuditLog();
  const query: AuditQuery = { ...filters, page: String(page), pageSize: String(pageSize) };
  const entries = useQuery({
    queryKey: auditKeys.page(query),
    queryFn: () => loadAudit(query),
    placeholderData: keepPreviousData,
  });
  /** Applies the filters from the first page; the same search again asks the server again (new entries may have come). */
  const searchAgain = (next: AuditFilters) =>
    page === 1 && sameFilters(next, filters) ? void entries.refetch() : search(next);
  return { entries, search: searchAgain };
}

const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  (Object.keys(NO_FILTERS) as (keyof AuditFilters)[]).every((name) => a[name] === b[name]);

/** Export: the entries of the filters applied, saved as a file; the banner says how it went. */
export function useExportAudit() {
  const { filters, showNotice } = useAuditLog();
  const mutation = useMutation({ mutationFn: exportAudit });

  async function exportFile() {
    showNotice(null);
    try {
      saveBlob(await mutation.mutateAsync(filters), AUDIT_EXPORT_FILE);
      showNotice({ kind: 'success', text: 'Audit log exported.' });
    } catch (error) {
      showNotice({ kind: 'error', text: errorMessage(error, 'Could not export the audit log.') });
    }
  }
  return { exportFile, exporting: mutation.isPending };
}
