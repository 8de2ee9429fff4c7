import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question, e.g. the spec's 'Are you sure you want to delete this note?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is in progress: the confirm button shows it and cannot be pressed twice. */
  busy?: boolean;
  /** Why the confirmed action failed: shown inside the dialog, which stays open to try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the person should see before confirming, under the question (what changed meanwhile). */
  children?: ReactNode;
}

/** Asks before something that cannot be undone. Cancel has the focus first, so Enter does not destroy. */
export function ConfirmDialog({
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      error={error}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} style={{ margin: 0 }}>
        {message}
      </p>
      {children}
    </Modal>
  );
}
