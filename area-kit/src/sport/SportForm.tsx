import { TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { FormModal, formLabels } from '../catalogue/FormModal';
import type { CatalogueFormProps } from '../catalogue/formProps';
import { useCatalogueForm } from '../catalogue/useCatalogueForm';
import type { Sport, SportInput } from './sportTypes';

/** Add/edit modal with the sport's name ('Sports name is required' / 'Forex sport name is required'). */
export function SportForm(props: CatalogueFormProps<Sport, SportInput, Area['sport']>) {
  const { resource, item, saving, problem, onClose } = props;
  const form = useCatalogueForm(props);
  const { name } = form.input;
  const check = useShownProblems(name.trim() ? null : resource.nameRequired, null);

  const submit = async () => {
    if (check.submit()) await form.save();
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
      {form.conflictView}
      <TextField
        label={resource.nameColumn}
        name={resource.nameField}
        required
        value={name}
        error={check.shown}
        onChange={(e) => form.setInput({ name: e.target.value })}
      />
    </FormModal>
  );
}
