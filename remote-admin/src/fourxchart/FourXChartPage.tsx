import { useEffect } from 'react';
import styled from 'styled-components';
import { useAuth } from '@console/platform';
import { AccessDenied, Banner, Card, ConfirmDialog, FormField, Input, PageHeader, Spinner } from 'shared-kit/ui';
import { ChangedFields, ConflictChoices } from 'shared-kit/conflict';
import { EntriesTable } from './EntriesTable';
import { EntryForm } from './EntryForm';
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
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);
  const rows = pnlRows(state.entries, state.range);

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
            saving={state.saving}
            onChange={state.setForm}
            onSubmit={state.submit}
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
        {state.status === 'idle' || (state.status === 'loading' && state.entries.length === 0) ? (
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
          busy={state.saving}
          onConfirm={state.confirmDelete}
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
