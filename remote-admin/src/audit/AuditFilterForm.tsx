import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, SelectField, TextField } from 'shared-kit/ui';
import { NO_FILTERS, type AuditFilters } from './auditLogStore';
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_RESOURCES } from './auditVocabulary';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The Audit Log's filters. They apply on Search (or Enter in any box), not per keystroke: each search is
 * one query over the whole log, and a half-typed name would start one per letter.
 */
export function AuditFilterForm({ applied, onSearch }: { applied: AuditFilters; onSearch: (f: AuditFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const actionsId = useId();
  const text = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    onSearch(NO_FILTERS);
  };

  return (
    <form role="search" aria-label="Audit log filters" onSubmit={submit}>
      <Fields>
        <TextField label="Who" hint="Username or user id" {...text('actor')} />
        <SelectField label="Area" placeholder="Any area" options={AUDIT_AREAS} {...text('area')} />
        <SelectField label="Resource" placeholder="Any resource" options={AUDIT_RESOURCES} {...text('resource')} />
        <TextField label="Record ID" {...text('recordId')} />
        <FormField label="Action">{(control) => <Input {...control} list={actionsId} {...text('action')} />}</FormField>
        <TextField label="From" type="date" max={draft.to || undefined} {...text('from')} />
        <TextField label="To" type="date" min={draft.from || undefined} {...text('to')} />
        <TextField label="Text in the changes" type="search" {...text('q')} />
      </Fields>
      <datalist id={actionsId}>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <Actions>
        <Button type="submit">Search</Button>
        <Button variant="secondary" onClick={reset}>
          Reset
        </Button>
      </Actions>
    </form>
  );
}
