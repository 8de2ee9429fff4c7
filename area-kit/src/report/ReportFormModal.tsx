import { Modal } from 'shared-kit/ui';
import { ReportForm, type ReportFormProps } from './ReportForm';

/** The report form in a dialog (same form, same rules), e.g. Add to Report from a proof's preview. */
export function ReportFormModal(props: ReportFormProps) {
  return (
    <Modal title={props.title} size="lg" onClose={props.onCancel}>
      <ReportForm {...props} showTitle={false} />
    </Modal>
  );
}
