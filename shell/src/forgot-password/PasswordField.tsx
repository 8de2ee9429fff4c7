import { useId, useState } from 'react';
import { plain } from '../plain/plainStyles';
import { reset } from './resetStyles';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A new-password input with its own Show / Hide toggle. */
export function PasswordField({ label, value, onChange }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div style={plain.field}>
      <label htmlFor={id}>{label}</label>
      <div style={reset.passwordRow}>
        <input
          id={id}
          style={reset.passwordInput}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          style={reset.toggle}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown((isShown) => !isShown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
