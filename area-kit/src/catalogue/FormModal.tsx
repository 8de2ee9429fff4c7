import { useId, type FormEvent, type ReactNode } from 'react';
import type { FormProblem } from '@console/platform';
import { Button, Modal, type ModalSize } from 'shared-kit/ui';

export interface FormModalProps {
  title: string;
  /** 'Submit' to add, 'Update' to edit. */
  submitLabel: string;
  saving: boolean;
  /** Why the last save failed: shown inside the dialog beside its buttons, where the person is looking. */
  problem: FormProblem | null;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalSize;
  /** Buttons before Cancel (the note form's Reset). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** A catalogue form's title and button: the resource's Add/Edit wording, Submit to add, Update to edit. */
export const formLabels = (resource: { addLabel: string; editLabel: string }, editing: boolean) => ({
  title: editing ? resource.editLabel : resource.addLabel,
  submitLabel: editing ? 'Update' : 'Submit',
});

/** An add/edit dialog: the form (validated by its owner, not the browser), Cancel and Submit/Update. */
export function FormModal({
  title,
  submitLabel,
  saving,
  problem,
  onSubmit,
  onClose,
  size = 'md',
  extraActions,
  children,
}: FormModalProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      error={problem?.message}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
