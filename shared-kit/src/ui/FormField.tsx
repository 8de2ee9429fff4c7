import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Checkbox, Input, Select, TextArea } from './inputs';

/** What FormField hands its control so label, hint and error are wired to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown in red under the control and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control, hint and error from the top, never stretched: in a row whose neighbour shows a
 * message (and so is taller), this field's control keeps its height and lines up with the neighbour's.
 */
const Field = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.small`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** A labelled form control with its hint and error; the control comes from the render function. */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

type FieldOwn = Omit<FormFieldProps, 'children'>;

export function TextField({
  label,
  error,
  hint,
  required,
  ...input
}: FieldOwn & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: FieldOwn & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <TextArea {...textarea} {...control} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ...select
}: FieldOwn & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

/** A checkbox with its label beside it (clicking the text toggles it). */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <CheckRow>
      <Checkbox {...input} />
      <span>{label}</span>
    </CheckRow>
  );
}
