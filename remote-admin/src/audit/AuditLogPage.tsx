import { errorMessage } from '@console/platform';
import { Banner, Button, Card, EmptyState, FormError, PageHeader, Pager, Spinner } from 'shared-kit/ui';
import { StaffOnly } from '../staff/StaffOnly';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogTable } from './AuditLogTable';
import { useAuditPage, useExportAudit } from './auditLogQueries';
import { AUDIT_PAGE_SIZES, useAuditLog } from './auditLogStore';

const TITLE = 'Audit Log';

function AuditLog() {
  const state = useAuditLog();
  const { entries, search } = useAuditPage();
  const { exportFile, exporting } = useExportAudit();
  // A failed page shows nothing of an earlier one.
  const shown = entries.isError ? undefined : entries.data;

  const body =
    entries.isError && !entries.isFetching ? (
      <>
        <FormError>{errorMessage(entries.error, 'Could not load the audit log.')}</FormError>
        <Button variant="secondary" onClick={() => void entries.refetch()}>
          Retry
        </Button>
      </>
    ) : !shown || (entries.isFetching && shown.items.length === 0) ? (
      <Spinner label="Loading the audit log" />
    ) : shown.total === 0 ? (
      <EmptyState>No audit entries match these filters.</EmptyState>
    ) : (
      <div aria-busy={entries.isFetching}>
        <AuditLogTable items={shown.items} />
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={AUDIT_PAGE_SIZES}
          total={shown.total}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
        />
      </div>
    );

  return (
    <section>
      <PageHeader title={TITLE}>
        <Button busy={exporting} onClick={() => void exportFile()}>
          {exporting ? 'Exporting...' : 'Export'}
        </Button>
      </PageHeader>
      <Banner notice={state.notice} onClear={state.clearNotice} />
      <Card>
        <AuditFilterForm applied={state.filters} onSearch={search} />
      </Card>
      <Card>{body}</Card>
    </section>
  );
}

/**
 * /auditLog: who changed what and when, with each entry's field diff, filtered and paged by the API,
 * and exported with the same filters. Admins and subadmins (a subadmin reads its share of the log:
 * api/src/audit/visibility.ts); others see Access denied.
 */
export default function AuditLogPage() {
  return (
    <StaffOnly title={TITLE}>
      <AuditLog />
    </StaffOnly>
  );
}
