import styled from 'styled-components';
import { Button, TextAreaField, TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { FormModal, formLabels } from '../catalogue/FormModal';
import type { CatalogueFormProps } from '../catalogue/formProps';
import { useCatalogueForm } from '../catalogue/useCatalogueForm';
import { noteError } from './noteForm';
import type { Note, NoteInput } from './noteTypes';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

const TEXT_FIELDS = [
  ['origin', 'Origin'],
  ['agent', 'Agent'],
  ['user', 'User'],
  ['whatsappGroup', 'WhatsApp Group'],
] as const;

/** Add/edit modal: Date, Origin, Agent, User, WhatsApp Group and the required Note; Reset, Cancel, Submit/Update. */
export function NoteForm(props: CatalogueFormProps<Note, NoteInput, Area['note']>) {
  const { resource, item, saving, problem, onClose, versioning } = props;
  const form = useCatalogueForm(props);
  const { input, setInput } = form;
  const check = useShownProblems(noteError(input), null);
  const change = (field: keyof NoteInput, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    if (check.submit()) await form.save();
  };

  const reset = () => {
    setInput(versioning.inputOf(item));
    check.reset();
  };

  return (
    <FormModal
      {...formLabels(resource, Boolean(item))}
      size="lg"
      saving={saving}
      problem={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
      extraActions={
        <Button variant="ghost" onClick={reset}>
          Reset
        </Button>
      }
    >
      {form.conflictView}
      <Grid>
        <TextField
          label="Date"
          name="date"
          type="date"
          value={input.date}
          onChange={(e) => change('date', e.target.value)}
        />
        {TEXT_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            value={input[field]}
            onChange={(e) => change(field, e.target.value)}
          />
        ))}
      </Grid>
      <TextAreaField
        label="Note"
        name="note"
        required
        rows={6}
        value={input.note}
        error={check.shown}
        onChange={(e) => change('note', e.target.value)}
      />
    </FormModal>
  );
}
