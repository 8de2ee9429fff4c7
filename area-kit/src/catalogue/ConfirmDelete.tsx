import { ConfirmDialog } from 'shared-kit/ui';

export interface ConfirmDeleteProps {
  /** The spec's question, e.g. 'Are you sure you want to delete this note?'. */
  message: string;
  busy: boolean;
  /** Deletes; the dialog closes whatever the outcome (the banner tells it). */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDelete({ message, busy, onDelete, onClose }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      message={message}
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        await onDelete();
        onClose();
      }}
    />
  );
}
