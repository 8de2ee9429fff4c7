import { useCallback, useState } from 'react';
import { plain } from '../plain/plainStyles';
import { PasswordField } from './PasswordField';
import { StepForm } from './StepForm';
import { useClearAfter } from '../plain/useClearAfter';

const MISMATCH = 'Passwords do not match';
const ERROR_MS = 5000;

interface NewPasswordStepProps {
  loading: boolean;
  onReset: (newPassword: string) => void;
}

/** Step 3: the new password, typed twice; nothing is sent unless both match. */
export function NewPasswordStep({ loading, onReset }: NewPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  useClearAfter(
    mismatch,
    ERROR_MS,
    useCallback(() => setMismatch(false), []),
  );

  const submit = () => {
    const matches = password === confirmation;
    setMismatch(!matches);
    if (matches) onReset(password);
  };

  return (
    <StepForm
      intro="Choose a new password of at least 8 characters."
      submitLabel="Reset Password"
      busyLabel="Resetting..."
      loading={loading}
      onSubmit={submit}
    >
      <PasswordField label="New Password" value={password} onChange={setPassword} />
      <PasswordField label="Confirm Password" value={confirmation} onChange={setConfirmation} />
      {mismatch && (
        <p role="alert" style={plain.error}>
          {MISMATCH}
        </p>
      )}
    </StepForm>
  );
}
