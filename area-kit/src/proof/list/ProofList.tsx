import { useState } from 'react';
import styled from 'styled-components';
import { AccessDenied, Banner, Button, Card, DataTable, PageHeader, Pager, PlusIcon, Spinner } from 'shared-kit/ui';
import type { Area } from '../../descriptor';
import { ConfirmDelete } from '../../catalogue/ConfirmDelete';
import type { ProofStore } from '../proofStore';
import type { ProofListItem } from '../proofTypes';
import type { ProofCan } from '../useProofRights';
import { proofColumns } from './proofColumns';
import { ProofFilterDrawer } from './ProofFilterDrawer';
import { activeFilterCount, defaultFilters } from './proofFilters';
import { draftOf } from '../form/proofFormRules';
import { proofConflictFields } from '../form/proofConflict';
import { proofApi } from '../proofApi';

const Failed = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  p {
    font-weight: 600;
  }
`;

/** Dims the page while the next one (another filter, sort or page) is on its way. */
const Following = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
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
  const [deleting, setDeleting] = useState<ProofListItem | null>(null);
  const columns = proofColumns(can, {
    preview: (proof) => void store.open('preview', proof),
    edit: (proof) => void store.open('edit', proof),
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
        <Following $busy={store.refreshing || store.opening !== null} aria-busy={store.refreshing || undefined}>
          <DataTable
            caption={resource.title}
            columns={columns}
            rows={store.items}
            rowKey={(proof) => proof._id}
            sort={store.sort}
            onSortChange={(sort) => store.setSort(sort as typeof store.sort)}
            empty={resource.messages.empty}
          />
        </Following>
        <Pager
          page={store.page}
          pageSize={store.pageSize}
          pageSizes={resource.pageSizes}
          total={store.total}
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
          onDelete={(version) => store.remove(deleting._id, version)}
          versioned={{
            recordId: deleting._id,
            version: deleting.version,
            seen: draftOf(deleting, deleting.proofMaker, deleting.date),
            now: (wire) => {
              const current = proofApi(area).fromWire(wire);
              return { input: draftOf(current, current.proofMaker, current.date), version: current.version };
            },
            fields: proofConflictFields(store.lookups),
            auditResource: 'proof',
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
