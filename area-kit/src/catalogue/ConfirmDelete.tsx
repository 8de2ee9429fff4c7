import { useState } from 'react';
import { ConfirmDialog } from 'shared-kit/ui';
import {
  ChangedFields,
  conflictFields,
  lastSaved,
  VersionConflictError,
  type ChangedBy,
  type ConflictField,
  type FieldSpec,
} from 'shared-kit/conflict';
import { lastChangeOf } from 'shared-kit/audit';

/** A record whose delete names the version the person saw, and how to show what changed since. */
export interface VersionedDelete<T> {
  recordId: string;
  version: number | undefined;
  /** The record as the person saw it, in the shape the fields compare. */
  seen: T;
  /** The record the API answered with a 409, in the same shape, and its version. */
  now: (current: unknown) => { input: T; version: number | undefined };
  fields: readonly FieldSpec<T>[];
  /** The audit trail's name of the resource, for who changed it. */
  auditResource: string;
}

export interface ConfirmDeleteProps<T> {
  /** The spec's question, e.g. 'Are you sure you want to delete this note?'. */
  message: string;
  busy: boolean;
  /**
   * Deletes based on `version`; the dialog closes whatever the outcome (the banner tells it), except
   * when the record changed meanwhile (VersionConflictError): then it asks again, showing the change.
   */
  onDelete: (version?: number) => Promise<unknown>;
  onClose: () => void;
  versioned?: VersionedDelete<T>;
}

interface Changed {
  version: number | undefined;
  fields: ConflictField[];
  by: ChangedBy | null;
}

export function ConfirmDelete<T extends object>({
  message,
  busy,
  onDelete,
  onClose,
  versioned,
}: ConfirmDeleteProps<T>) {
  const [changed, setChanged] = useState<Changed | null>(null);
  const confirm = async () => {
    try {
      await onDelete(changed ? changed.version : versioned?.version);
    } catch (error) {
      // Any other failure is the owner's to tell (its banner); the dialog closes as it always did.
      if (!(versioned && error instanceof VersionConflictError && error.current)) return onClose();
      const now = versioned.now(error.current);
      const fields = conflictFields(versioned.seen, versioned.seen, now.input, versioned.fields);
      setChanged({ version: now.version, fields, by: null });
      const by = await lastChangeOf(versioned.auditResource, versioned.recordId, error.current);
      setChanged((shown) => shown && { ...shown, by });
      return;
    }
    onClose();
  };
  return (
    <ConfirmDialog
      message={changed ? `Someone else changed this record since you opened it. ${message}` : message}
      title={changed ? 'Changed meanwhile' : undefined}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {changed?.by && <p>{lastSaved(changed.by)}</p>}
      {changed && <ChangedFields fields={changed.fields} />}
    </ConfirmDialog>
  );
}
