import { useEffect } from 'react';
import { Banner, Button, Card, EmptyState, FormError, PageHeader, Pager, Spinner } from 'shared-kit/ui';
import { StaffOnly } from '../staff/StaffOnly';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogTable } from './AuditLogTable';
import { AUDIT_PAGE_SIZES, useAuditLog } from './auditLogStore';

const TITLE = 'Audit Log';

function AuditLog() {
  const state = useAuditLog();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);

  const body =
    state.status === 'failed' ? (
      <>
        <FormError>{state.error}</FormError>
        <Button variant="secondary" onClick={() => void load()}>
          Retry
        </Button>
      </>
    ) : state.status !== 'ready' && state.items.length === 0 ? (
      <Spinner label="Loading the audit log" />
    ) : state.total === 0 ? (
      <EmptyState>No audit entries match these filters.</EmptyState>
    ) : (
      <div aria-busy={state.status === 'loading'}>
        <AuditLogTable items={state.items} />
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={AUDIT_PAGE_SIZES}
          total={state.total}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
        />
      </div>
    );

  return (
    <section>
      <PageHeader title={TITLE}>
        <Button busy={state.exporting} onClick={() => void state.exportFile()}>
          {state.exporting ? 'Exporting...' : 'Export'}
        </Button>
      </PageHeader>
      <Banner notice={state.notice} onClear={state.clearNotice} />
      <Card>
        <AuditFilterForm applied={state.filters} onSearch={state.search} />
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
