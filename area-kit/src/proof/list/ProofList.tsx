import { useState } from 'react';
import styled from 'styled-components';
import { AccessDenied, Banner, Button, Card, DataTable, PageHeader, Pager, PlusIcon, Spinner } from 'shared-kit/ui';
import type { Area } from '../../descriptor';
import { ConfirmDelete } from '../../catalogue/ConfirmDelete';
import { useProofLookups, useProofPage, useProofWrites } from '../proofQueries';
import { proofView } from '../proofView';
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
  can: ProofCan;
}

/**
 * The proof list (spec §2): the filter drawer, the table sorted by createdAt descending at first, pages
 * of 10/20/50/100 with go-to-page, Data Not Found when empty, Error loading data on failure, and the
 * access-denied text without the listing right.
 */
export function ProofList({ area, can }: ProofListProps) {
  const resource = area.proof;
  const ui = proofView(area)();
  const list = useProofPage(area, can.listing);
  const { lookups } = useProofLookups(area);
  const writes = useProofWrites(area);
  const [deleting, setDeleting] = useState<ProofListItem | null>(null);
  const columns = proofColumns(can, {
    preview: (proof) => void writes.open('preview', proof),
    edit: (proof) => void writes.open('edit', proof),
    delete: setDeleting,
  });
  const changed = activeFilterCount(ui.filters, defaultFilters());

  let body;
  if (!can.listing) body = <AccessDenied>{resource.messages.accessDenied}</AccessDenied>;
  else if (list.status === 'idle' || list.status === 'loading') body = <Spinner />;
  else if (list.status === 'failed')
    body = (
      <Failed role="alert">
        <p>{resource.messages.loadFailed}</p>
        {list.error && <Detail>{list.error}</Detail>}
        <Button variant="secondary" onClick={list.retry}>
          Retry
        </Button>
      </Failed>
    );
  else
    body = (
      <>
        <Following $busy={list.refreshing || ui.opening !== null} aria-busy={list.refreshing || undefined}>
          <DataTable
            caption={resource.title}
            columns={columns}
            rows={list.items}
            rowKey={(proof) => proof._id}
            sort={ui.sort}
            onSortChange={(sort) => ui.setSort(sort as typeof ui.sort)}
            empty={resource.messages.empty}
          />
        </Following>
        <Pager
          page={list.page}
          pageSize={ui.pageSize}
          pageSizes={resource.pageSizes}
          total={list.total}
          onPageChange={ui.setPage}
          onPageSizeChange={ui.setPageSize}
        />
      </>
    );

  return (
    <section>
      <PageHeader title={resource.title}>
        {can.listing && (
          <Button
            variant="secondary"
            aria-expanded={ui.filtersOpen}
            aria-controls="proof-filters"
            onClick={() => ui.setFiltersOpen(!ui.filtersOpen)}
          >
            {changed ? `Filters (${changed})` : 'Filters'}
          </Button>
        )}
        {can.create && (
          <Button onClick={() => ui.show({ mode: 'create' })}>
            <PlusIcon />
            {resource.addLabel}
          </Button>
        )}
      </PageHeader>
      <Banner notice={ui.notice} onClear={() => ui.setNotice(null)} />
      <Card>{body}</Card>
      {ui.filtersOpen && can.listing && <ProofFilterDrawer area={area} />}
      {deleting && (
        <ConfirmDelete
          message={resource.messages.confirmDelete}
          busy={writes.saving}
          onDelete={(version) => writes.remove(deleting._id, version)}
          versioned={{
            recordId: deleting._id,
            version: deleting.version,
            seen: draftOf(deleting, deleting.proofMaker, deleting.date),
            now: (wire) => {
              const current = proofApi(area).fromWire(wire);
              return { input: draftOf(current, current.proofMaker, current.date), version: current.version };
            },
            fields: proofConflictFields(lookups),
            auditResource: 'proof',
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
