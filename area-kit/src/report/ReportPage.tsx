import { useEffect, useState } from 'react';
import { AccessDenied, Card, PageHeader, SwappedView } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import type { Report, ReportInput } from '@console/contract/reports';
import { ReportForm } from './ReportForm';
import { ReportList } from './ReportList';
import { reportStore } from './reportStore';
import { useReportRights } from './useReportRights';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; report: Report };

/**
 * Report Management (Turbo) and Forex Report Management, from the area descriptor. Modes list, create
 * and edit; saving or cancelling goes back to the list. Without the listing right the page shows only
 * the spec's denial (turbo.md: the admin role is no override here, but admin holds every right).
 */
export function ReportPage({ area }: { area: Area }) {
  const resource = area.report;
  const useStore = reportStore(resource);
  const can = useReportRights(resource.rights);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const load = useStore((state) => state.load);
  const loadOptions = useStore((state) => state.loadOptions);
  const save = useStore((state) => state.save);
  const clearNotice = useStore((state) => state.clearNotice);

  // A notice left by a save elsewhere (a proof's Add to Report) is not news on arrival here.
  useEffect(() => clearNotice(), [clearNotice]);

  useEffect(() => {
    if (!can.listing) return;
    void load();
    void loadOptions();
  }, [can.listing, load, loadOptions]);

  if (!can.listing) {
    return (
      <>
        <PageHeader title={resource.title} />
        <AccessDenied>{resource.messages.accessDenied}</AccessDenied>
      </>
    );
  }

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.report : null;
    const submit = async (input: ReportInput, version?: number) => {
      await save(input, editing?._id, version);
      setMode({ kind: 'list' });
    };
    return (
      <SwappedView key={editing?._id ?? 'new'}>
        <PageHeader title={resource.title} />
        <Card>
          <ReportForm
            key={editing?._id ?? 'new'}
            area={area}
            title={editing ? resource.updateTitle : resource.createTitle}
            submitLabel={editing ? 'Update' : 'Submit'}
            initial={editing ?? undefined}
            editing={editing ? { id: editing._id, version: editing.version } : undefined}
            onSubmit={submit}
            onCancel={() => setMode({ kind: 'list' })}
          />
        </Card>
      </SwappedView>
    );
  }

  return (
    <ReportList
      area={area}
      useStore={useStore}
      can={can}
      onAdd={() => setMode({ kind: 'create' })}
      onEdit={(report) => setMode({ kind: 'edit', report })}
    />
  );
}
