import { useState } from 'react';
import { TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { FormModal, formLabels } from '../catalogue/FormModal';
import type { CatalogueFormProps } from '../catalogue/formProps';
import type { Sport, SportInput } from './sportTypes';

/** Add/edit modal with the sport's name ('Sports name is required' / 'Forex sport name is required'). */
export function SportForm({
  resource,
  item,
  saving,
  problem,
  onSave,
  onClose,
}: CatalogueFormProps<Sport, SportInput, Area['sport']>) {
  const [name, setName] = useState(item?.name ?? '');
  const check = useShownProblems(name.trim() ? null : resource.nameRequired, null);

  const submit = async () => {
    if (!check.submit()) return;
    if (await onSave({ name })) onClose();
  };

  return (
    <FormModal
      {...formLabels(resource, Boolean(item))}
      size="sm"
      saving={saving}
      problem={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={resource.nameColumn}
        name={resource.nameField}
        required
        value={name}
        error={check.shown}
        onChange={(e) => setName(e.target.value)}
      />
    </FormModal>
  );
}
