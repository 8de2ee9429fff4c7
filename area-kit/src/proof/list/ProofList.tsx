import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AccessDenied, Banner, Button, Card, DataTable, PageHeader, Pager, PlusIcon, Spinner } from 'shared-kit/ui';
import { listView } from '@console/contract/paging';
import type { Area } from '../../descriptor';
import { ConfirmDelete } from '../../catalogue/ConfirmDelete';
import type { ProofStore } from '../proofStore';
import type { Proof } from '../proofTypes';
import type { ProofCan } from '../useProofRights';
import { proofColumns, sortValue } from './proofColumns';
import { ProofFilterDrawer } from './ProofFilterDrawer';
import { activeFilterCount, defaultFilters, filterProofs } from './proofFilters';

const Failed = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  p {
    font-weight: 600;
  }
`;

const Detail = styled.small`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export interface ProofListProps {
  area: Area;
  useStore: ProofStore;
  can: ProofCan;
}

/**
 * The proof list (spec §2): the filter drawer, the table sorted by createdAt descending at first, pages
 * of 10/20/50/100 with go-to-page, Data Not Found when empty, Error loading data on failure, and the
 * access-denied text without the listing right.
 */
export function ProofList({ area, useStore, can }: ProofListProps) {
  const resource = area.proof;
  const store = useStore();
  const [deleting, setDeleting] = useState<Proof | null>(null);
  const filtered = useMemo(() => filterProofs(store.items, store.filters), [store.items, store.filters]);
  const view = listView({
    rows: filtered,
    search: '',
    textsOf: () => [],
    sort: store.sort,
    valueOf: sortValue,
    page: store.page,
    pageSize: store.pageSize,
  });
  const columns = proofColumns(can, {
    preview: (proof) => store.show({ mode: 'preview', proof }),
    edit: (proof) => store.show({ mode: 'edit', proof }),
    delete: setDeleting,
  });
  const changed = activeFilterCount(store.filters, defaultFilters());

  let body;
  if (!can.listing) body = <AccessDenied>{resource.messages.accessDenied}</AccessDenied>;
  else if (store.status === 'idle' || store.status === 'loading') body = <Spinner />;
  else if (store.status === 'failed')
    body = (
      <Failed role="alert">
        <p>{resource.messages.loadFailed}</p>
        {store.error && <Detail>{store.error}</Detail>}
        <Button variant="secondary" onClick={store.load}>
          Retry
        </Button>
      </Failed>
    );
  else
    body = (
      <>
        <DataTable
          caption={resource.title}
          columns={columns}
          rows={view.rows}
          rowKey={(proof) => proof._id}
          sort={store.sort}
          onSortChange={(sort) => store.setSort(sort as typeof store.sort)}
          empty={resource.messages.empty}
        />
        <Pager
          page={view.page}
          pageSize={store.pageSize}
          pageSizes={resource.pageSizes}
          total={view.total}
          onPageChange={store.setPage}
          onPageSizeChange={store.setPageSize}
        />
      </>
    );

  return (
    <section>
      <PageHeader title={resource.title}>
        {can.listing && (
          <Button
            variant="secondary"
            aria-expanded={store.filtersOpen}
            aria-controls="proof-filters"
            onClick={() => store.setFiltersOpen(!store.filtersOpen)}
          >
            {changed ? `Filters (${changed})` : 'Filters'}
          </Button>
        )}
        {can.create && (
          <Button onClick={() => store.show({ mode: 'create' })}>
            <PlusIcon />
            {resource.addLabel}
          </Button>
        )}
      </PageHeader>
      <Banner notice={store.notice} onClear={() => store.setNotice(null)} />
      <Card>{body}</Card>
      {store.filtersOpen && can.listing && <ProofFilterDrawer area={area} useStore={useStore} />}
      {deleting && (
        <ConfirmDelete
          message={resource.messages.confirmDelete}
          busy={store.saving}
          onDelete={() => store.remove(deleting._id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
