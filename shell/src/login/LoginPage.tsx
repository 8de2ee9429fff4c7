import { useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '@console/platform';
import { GoLink } from '../navigation/GoLink';
import { useGo } from '../navigation/navigation';
import { PlainPage } from '../plain/PlainPage';
import { plain } from '../plain/plainStyles';
import { ERROR_CLEAR_MS, useClearAfter } from '../plain/useClearAfter';
import { HardRefreshDialog } from './HardRefreshDialog';
import { useSignInFromOtherTab } from './useSignInFromOtherTab';

const BOTH_REQUIRED = 'Please enter your username or email and your password.';

/** The login screen. Once the store holds a session, it sends the person to the dashboard. */
export function LoginPage() {
  const signedIn = useAuth((state) => Boolean(state.user && state.token));
  const go = useGo();
  const login = useAuth((state) => state.login);
  const loading = useAuth((state) => state.loading);
  const storeError = useAuth((state) => state.error);
  const clearError = useAuth((state) => state.clearError);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  useSignInFromOtherTab();
  // Errors clear after a few seconds (foundation.md §8), 'Invalid credentials' and 'Session expired' alike.
  useClearAfter(Boolean(storeError), ERROR_CLEAR_MS, clearError);
  useClearAfter(incomplete, ERROR_CLEAR_MS, () => setIncomplete(false));

  useEffect(() => {
    if (signedIn) go('/dashboard', { replace: true });
  }, [signedIn, go]);

  if (signedIn) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = identifier.trim() !== '' && password !== '';
    setIncomplete(!complete);
    if (complete) void login(identifier, password);
  };

  const error = incomplete ? BOTH_REQUIRED : storeError;

  return (
    <PlainPage>
      <HardRefreshDialog />
      <h1 style={plain.heading}>Welcome Team</h1>
      <form style={plain.form} onSubmit={submit}>
        <label style={plain.field}>
          Username or Email
          <input
            style={plain.input}
            name="identifier"
            autoComplete="username"
            required
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
          />
        </label>
        <label style={plain.field}>
          Password
          <input
            style={plain.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <GoLink to="/forgot-password" style={{ ...plain.link, justifySelf: 'end' }}>
          Forgot Password?
        </GoLink>
        {error && (
          <p role="alert" style={plain.error}>
            {error}
          </p>
        )}
        <button type="submit" style={plain.button} disabled={loading} aria-busy={loading}>
          LOG IN
        </button>
      </form>
    </PlainPage>
  );
}
