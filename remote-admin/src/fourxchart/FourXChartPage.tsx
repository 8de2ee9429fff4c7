import styled from 'styled-components';
import { useEffect } from 'react';
import { errorMessage, useAuth } from '@console/platform';
import { AccessDenied, Banner, Card, ConfirmDialog, FormField, Input, PageHeader, Spinner } from 'shared-kit/ui';
import { ChangedFields, ConflictChoices } from 'shared-kit/conflict';
import { EntriesTable } from './EntriesTable';
import { awaitingFirstAnswer } from '../serverState/awaitingFirstAnswer';
import { useReadFailure } from '../serverState/useReadFailure';
import { EntryForm } from './EntryForm';
import { useChartEntries, useDeleteEntry, useSaveEntry } from './forexChartQueries';
import { useForexChart } from './forexChartStore';
import { PnlChart } from './PnlChart';
import { pnlRows } from './pnl';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const RangeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    margin-bottom: 0;
  }
`;

const DELETE_QUESTION = 'Are you sure you want to delete this entry?';

function DailyPnl() {
  const state = useForexChart();
  const { visit } = state;
  useEffect(visit, [visit]);
  const entries = useChartEntries();
  const { submit, saving } = useSaveEntry();
  const { confirmDelete, removing } = useDeleteEntry();
  useReadFailure(entries.error, (error) => state.fail(errorMessage(error, 'Failed to fetch entries')));
  const rows = pnlRows(entries.data ?? [], state.range);
  // One write at a time: the form and the delete question wait for either.
  const busy = saving || removing;

  return (
    <section>
      <PageHeader title="4xChart" />
      <Banner notice={state.notice} onClear={state.clearNotice} />
      <Stack>
        <Card>
          {state.conflict && (
            <ConflictChoices fields={state.conflict.fields} changedBy={state.conflictBy} onChoose={state.choose} />
          )}
          <EntryForm
            values={state.form}
            editing={state.editingId !== null}
            saving={busy}
            onChange={state.setForm}
            onSubmit={() => void submit()}
            onCancel={state.cancelEdit}
          />
        </Card>
        <RangeBar role="group" aria-label="Date range">
          <FormField label="From">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={state.range.from}
                onChange={(e) => state.setRange({ from: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={state.range.to}
                onChange={(e) => state.setRange({ to: e.target.value })}
              />
            )}
          </FormField>
        </RangeBar>
        {awaitingFirstAnswer(entries) ? (
          <Spinner />
        ) : (
          <>
            <Card>
              <PnlChart rows={rows} />
            </Card>
            <EntriesTable
              rows={rows}
              page={state.page}
              pageSize={state.pageSize}
              onPage={state.setPage}
              onPageSize={state.setPageSize}
              onEdit={state.startEdit}
              onDelete={state.askDelete}
            />
          </>
        )}
      </Stack>
      {state.deleting && (
        <ConfirmDialog
          title={state.deleteChanges ? 'Changed meanwhile' : undefined}
          message={
            state.deleteChanges
              ? `Someone else changed this entry since you opened it. ${DELETE_QUESTION}`
              : DELETE_QUESTION
          }
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={state.cancelDelete}
        >
          {state.deleteChanges && <ChangedFields fields={state.deleteChanges} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** /fourxchart: the admin's daily P&L; anyone else sees the spec's refusal. */
export default function FourXChartPage() {
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  if (isAdmin) return <DailyPnl />;
  return (
    <>
      <PageHeader title="4xChart" />
      <AccessDenied>You do not have permission to view this page.</AccessDenied>
    </>
  );
}
