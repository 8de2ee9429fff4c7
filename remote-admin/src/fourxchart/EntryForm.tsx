import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input } from 'shared-kit/ui';
import type { EntryForm as Values } from './forexChartStore';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    margin-bottom: 0;
  }
`;

interface Props {
  values: Values;
  editing: boolean;
  saving: boolean;
  onChange: (values: Partial<Values>) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Date and amount (step 0.01); Add Entry, or Update in edit mode. */
export function EntryForm({ values, editing, saving, onChange, onSubmit, onCancel }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Row onSubmit={submit} noValidate aria-label={editing ? 'Edit entry' : 'New entry'}>
      <FormField label="Date">
        {(control) => (
          <Input {...control} type="date" value={values.date} onChange={(e) => onChange({ date: e.target.value })} />
        )}
      </FormField>
      <FormField label="Amount">
        {(control) => (
          <Input
            {...control}
            type="number"
            step="0.01"
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
        )}
      </FormField>
      <Button type="submit" busy={saving}>
        {editing ? 'Update' : 'Add Entry'}
      </Button>
      {editing && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Row>
  );
}
