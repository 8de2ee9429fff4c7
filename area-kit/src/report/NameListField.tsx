import { useRef } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, IconButton, Input, Select } from 'shared-kit/ui';
import { changeThenFocus } from './changeThenFocus';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Entry = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const ErrorText = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface NameListFieldProps {
  /** 'Sport Name', 'Event Name', 'Market Name'. */
  label: string;
  /**
   * Whose names these are ('original 2'): each entry is named 'Sport Name 1 of original 2', so the
   * entries of two originals never share a name (the visible legend stays 'Sport Names').
   */
  owner: string;
  names: readonly string[];
  /** A fixed list (sports): each entry is a choice from it; otherwise free text. */
  options?: readonly string[];
  /** Id of a datalist of earlier values to suggest. */
  suggestions?: string;
  error?: string;
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A list of names of one original (sports, events or markets): one always remains. */
export function NameListField({
  label,
  owner,
  names,
  options,
  suggestions,
  error,
  onChange,
  onAdd,
  onRemove,
}: NameListFieldProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  const entryName = (index: number) => `${label} ${index + 1} of ${owner}`;
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () =>
    changeThenFocus(onAdd, () =>
      group.current?.querySelector<HTMLElement>(`[aria-label="${entryName(names.length)}"]`),
    );
  const remove = (index: number) =>
    changeThenFocus(
      () => onRemove(index),
      () => addButton.current,
    );
  return (
    <Group ref={group}>
      <legend>
        {label}s<span aria-hidden="true"> *</span>
      </legend>
      {names.map((name, index) => {
        const control = {
          'aria-label': entryName(index),
          'aria-invalid': error ? (true as const) : undefined,
          value: name,
        };
        return (
          <Entry key={index}>
            {options ? (
              <Select {...control} onChange={(event) => onChange(index, event.target.value)}>
                <option value="">Select {label}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                {...control}
                list={suggestions}
                autoComplete="off"
                onChange={(event) => onChange(index, event.target.value)}
              />
            )}
            {names.length > 1 && (
              <IconButton
                label={`Remove ${entryName(index)}`}
                icon={<CloseIcon />}
                tone="danger"
                onClick={() => remove(index)}
              />
            )}
          </Entry>
        );
      })}
      <Button ref={addButton} variant="ghost" size="sm" onClick={add}>
        + Add {label}
      </Button>
      {error && <ErrorText role="status">{error}</ErrorText>}
    </Group>
  );
}
