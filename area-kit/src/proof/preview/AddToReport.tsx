import { lazy, Suspense } from 'react';
import { Spinner } from 'shared-kit/ui';
import type { Area } from '../../descriptor';
import type { Proof } from '../proofTypes';
import { reportFromProof } from './reportFromProof';

// The report form is the report page's own (the same form and rules); it loads when first opened here.
const ReportDialog = lazy(async () => {
  const { ADD_TO_REPORT_MESSAGES, ReportFormModal, ReportSaveError, reportStore } = await import('../../report');
  function ReportDialogLoaded({ area, proof, onDone }: AddToReportProps) {
    const save = reportStore(area.report)((state) => state.save);
    return (
      <ReportFormModal
        area={area}
        title={area.report.createTitle}
        initial={reportFromProof(proof)}
        onSubmit={async (input) => {
          await save(input).catch((error: unknown) => {
            const reason = error instanceof ReportSaveError ? error.reason : String(error);
            throw new Error(ADD_TO_REPORT_MESSAGES.failedPrefix + reason);
          });
          onDone(ADD_TO_REPORT_MESSAGES.added);
        }}
        onCancel={() => onDone(null)}
      />
    );
  }
  return { default: ReportDialogLoaded };
});

export interface AddToReportProps {
  area: Area;
  proof: Proof;
  /** Closes the dialog; with the success text once the report is added. */
  onDone: (added: string | null) => void;
}

/** Add to Report (spec §4): the area's report form in a dialog, prefilled from the proof. */
export function AddToReport(props: AddToReportProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the report form" />}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
