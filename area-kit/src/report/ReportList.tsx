import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import styled from 'styled-components';
import { Banner, Button, PageHeader, Pager, SearchBox, Spinner, VisuallyHidden } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import type { Report } from '@console/contract/reports';
import { activeFilterCount, drawerDefaults } from './activeFilters';
import { ImportExportStatus } from './ImportExportStatus';
import { REPORT_FILTERS_ID, ReportFilterDrawer } from './ReportFilterDrawer';
import { ConfirmDelete } from '../catalogue/ConfirmDelete';
import { asFormInput, REPORT_CONFLICT_FIELDS, reportNow } from './reportConflict';
import { ReportPreview } from './ReportPreview';
import type { ReportStore } from './reportStore';
import { ReportTable } from './ReportTable';
import type { ReportCan } from './useReportRights';
import { useReportView } from './useReportView';
import { awaitingFirstView, failureOf } from './listStatus';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
  &::before {
    content: '';
    width: 28px;
    height: 16px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.secondaryHover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.surface};
  }
  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** How many filters are set: on the switch, so a filtered list shows it is one with the drawer closed. */
const Count = styled.span`
  min-width: 1.25rem;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-align: center;
`;

/**
 * Dims the table while it still shows the previous filters' result (the new one is on its way: the
 * wrapper is busy). On a layer of its own, so dimming it at each keystroke is the compositor's work, not
 * a repaint of the table; by a rule written once, not a class made at the first keystroke (a new rule
 * makes the browser work out every element's style again).
 */
const Following = styled.div`
  will-change: opacity;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

/** The pager, busy while the count of a newer view is on its way. */
const Counted = styled.div``;

const ErrorLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface ReportListProps {
  area: Area;
  useStore: ReportStore;
  can: ReportCan;
  onAdd: () => void;
  onEdit: (report: Report) => void;
}

/**
 * The report list: filter switch and drawer, search, Export Records, Import, Add Record, the
 * outcome of imports and exports, the merged table with its totals, paging, preview and delete.
 */
export function ReportList({ area, useStore, can, onAdd, onEdit }: ReportListProps) {
  const { report: resource } = area;
  // Only what this part of the page shows: not the list's progress while it streams in, nor an export's
  // bytes (ImportExportStatus shows those), which tick often.
  const store = useStore(
    useShallow((state) => ({
      awaitingFirstView: awaitingFirstView(state.status),
      clearNotice: state.clearNotice,
      exportFile: state.exportFile,
      exporting: state.exporting !== null,
      failure: failureOf(state.status),
      filters: state.filters,
      importFile: state.importFile,
      importing: state.importing !== null,
      load: state.load,
      notice: state.notice,
      options: state.options,
      remove: state.remove,
      resetFilters: state.resetFilters,
      saving: state.saving,
      setFilters: state.setFilters,
      setPage: state.setPage,
      setPageSize: state.setPageSize,
      setSort: state.setSort,
    })),
  );
  const view = useReportView(useStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [previewing, setPreviewing] = useState<Report | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const filtersSet = activeFilterCount(store.filters);

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (file) void store.importFile(file);
  };

  return (
    <>
      <PageHeader title={resource.title}>
        <Switch
          type="button"
          role="switch"
          aria-checked={drawerOpen}
          aria-controls={REPORT_FILTERS_ID}
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          Filters
          {filtersSet > 0 && (
            <Count>
              <span aria-hidden="true">{filtersSet}</span>
              <VisuallyHidden>({filtersSet} set)</VisuallyHidden>
            </Count>
          )}
        </Switch>
        {filtersSet > 0 && (
          <Button variant="ghost" onClick={() => store.setFilters(drawerDefaults())}>
            Clear filters
          </Button>
        )}
        <SearchBox
          label="Search reports"
          value={store.filters.searchTerm}
          onChange={(searchTerm) => store.setFilters({ searchTerm })}
        />
        {can.listing && (
          <Button variant="secondary" busy={store.exporting} onClick={() => void store.exportFile()}>
            Export Records
          </Button>
        )}
        {can.import && (
          <>
            <Button variant="secondary" busy={store.importing} onClick={() => fileInput.current?.click()}>
              Import Records
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Spreadsheet to import"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => chooseFile(event.target.files)}
            />
          </>
        )}
        {can.create && <Button onClick={onAdd}>Add Record</Button>}
      </PageHeader>

      {store.failure && (
        <ErrorLine role="alert">
          <span>Error: {store.failure}</span>
          <Button variant="secondary" size="sm" onClick={() => void store.load()}>
            Retry
          </Button>
        </ErrorLine>
      )}
      <Banner notice={store.notice} onClear={store.clearNotice} />
      <ImportExportStatus useStore={useStore} />

      {store.awaitingFirstView ? (
        <Spinner />
      ) : (
        <Following aria-busy={view.stale || undefined} data-engine={view.engine ?? undefined}>
          <ReportTable
            caption={resource.title}
            reports={view.reports}
            totals={view.totals}
            sort={view.sort}
            onSortChange={store.setSort}
            can={can}
            onPreview={setPreviewing}
            onEdit={onEdit}
            onDelete={setDeleting}
            empty={resource.messages.empty}
          />
        </Following>
      )}
      <Counted aria-busy={view.stale || undefined}>
        <Pager
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={resource.pageSizes}
          total={view.total}
          onPageChange={store.setPage}
          onPageSizeChange={store.setPageSize}
        />
      </Counted>

      <ReportFilterDrawer
        title={resource.filterTitle}
        open={drawerOpen}
        filters={store.filters}
        catchBy={store.options?.catchBy ?? []}
        onChange={store.setFilters}
        onReset={store.resetFilters}
        onClose={() => setDrawerOpen(false)}
      />
      {previewing && <ReportPreview report={previewing} onClose={() => setPreviewing(null)} />}
      {deleting && (
        <ConfirmDelete
          message={resource.messages.confirmDelete}
          busy={store.saving}
          onDelete={(version) => store.remove(deleting._id, version)}
          onClose={() => setDeleting(null)}
          versioned={{
            recordId: deleting._id,
            version: deleting.version,
            seen: asFormInput(deleting),
            now: reportNow,
            fields: REPORT_CONFLICT_FIELDS,
            auditResource: 'report',
          }}
        />
      )}
    </>
  );
}
