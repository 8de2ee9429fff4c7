import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, TextAreaField, TextField } from 'shared-kit/ui';
import type { NoteResource } from '../../areas/types';
import { blankNote, noteError, noteInputOf } from './noteForm';
import type { Note, NoteInput } from './noteTypes';

export interface NoteFormProps {
  resource: NoteResource;
  note: Note | null;
  saving: boolean;
  onSave: (input: NoteInput) => Promise<boolean>;
  onClose: () => void;
}

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
export function NoteForm({ resource, note, saving, onSave, onClose }: NoteFormProps) {
  const initial = () => (note ? noteInputOf(note) : blankNote());
  const [input, setInput] = useState<NoteInput>(initial);
  const [error, setError] = useState<string | null>(null);
  const formId = `${resource.apiBase.slice(1)}-form`;
  const change = (field: keyof NoteInput, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(input);
    setError(problem);
    if (problem) return;
    if (await onSave(input)) onClose();
  };

  const reset = () => {
    setInput(initial());
    setError(null);
  };

  return (
    <Modal
      title={note ? resource.editLabel : resource.addLabel}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={reset}>
            Reset
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {note ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Grid>
          <TextField label="Date" name="date" type="date" value={input.date} onChange={(e) => change('date', e.target.value)} />
          {TEXT_FIELDS.map(([field, label]) => (
            <TextField key={field} label={label} name={field} value={input[field]} onChange={(e) => change(field, e.target.value)} />
          ))}
        </Grid>
        <TextAreaField label="Note" name="note" required rows={6} value={input.note} error={error} onChange={(e) => change('note', e.target.value)} />
      </form>
    </Modal>
  );
}
