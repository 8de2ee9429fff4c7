import { useState } from 'react';
import { ConflictChoices, useVersionConflict, type ChangedBy } from 'shared-kit/conflict';
import { lastChangeOf } from 'shared-kit/audit';
import type { CatalogueFormProps } from './formProps';
import type { Identified } from './types';

/**
 * A catalogue form's values and its save, based on the version of the record it opened. When someone
 * else saved the record meanwhile, the form stays open with the person's values, takes the other's
 * where the person left a field alone, and `conflictView` shows each field they changed to keep or take.
 */
export function useCatalogueForm<Item extends Identified, Input extends object>({
  item,
  onSave,
  onClose,
  versioning,
}: Pick<CatalogueFormProps<Item, Input, unknown>, 'item' | 'onSave' | 'onClose' | 'versioning'>) {
  const [opened] = useState(() => versioning.inputOf(item));
  const [input, setInput] = useState<Input>(opened);
  const versions = useVersionConflict(opened, item?.version, versioning.fields);
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);

  const save = async () => {
    const result = await onSave(input, versions.version);
    if (result === true) return onClose();
    if (result === false) return;
    setInput(versions.refused(input, versioning.inputOf(result.current), result.current.version));
    setChangedBy(null);
    if (item) setChangedBy(await lastChangeOf(versioning.auditResource, item._id, result.current));
  };

  const conflictView = versions.conflict && (
    <ConflictChoices
      fields={versions.conflict.fields}
      changedBy={changedBy}
      onChoose={(key, choice) => setInput(versions.choose(key, choice, input))}
    />
  );
  return { input, setInput, save, conflictView };
}
