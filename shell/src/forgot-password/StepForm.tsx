import type { ReactNode } from 'react';
import { plain } from '../plain/plainStyles';
import { reset } from './resetStyles';

interface StepFormProps {
  intro: string;
  submitLabel: string;
  /** What the button says while the call runs: Sending..., Verifying..., Resetting... */
  busyLabel: string;
  loading: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One step of the reset: what to do, the fields, and the button. */
export function StepForm({ intro, submitLabel, busyLabel, loading, onSubmit, children }: StepFormProps) {
  return (
    <form
      style={plain.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) onSubmit();
      }}
    >
      <p style={reset.intro}>{intro}</p>
      {children}
      <button type="submit" style={plain.button} disabled={loading} aria-busy={loading}>
        {loading ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
