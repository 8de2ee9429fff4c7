import { useId, type FormEvent, type ReactNode } from 'react';
import { Banner, Button, Modal, type ModalSize, type Notice } from 'shared-kit/ui';

export interface FormModalProps {
  title: string;
  /** 'Submit' to add, 'Update' to edit. */
  submitLabel: string;
  saving: boolean;
  /** The page's banner: a failed save shows here, over the page, where the person is looking. */
  notice: Notice | null;
  onClearNotice: () => void;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalSize;
  /** Buttons before Cancel (the note form's Reset). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** An add/edit dialog: the form (validated by its owner, not the browser), Cancel and Submit/Update. */
export function FormModal({
  title,
  submitLabel,
  saving,
  notice,
  onClearNotice,
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
      <Banner notice={notice?.kind === 'error' ? notice : null} onClear={onClearNotice} />
      <form id={formId} onSubmit={submit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
