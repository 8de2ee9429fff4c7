import { lazy, Suspense } from 'react';

// Loaded when asked for: the login page's JS stays as small as it can.
const ForgotPasswordFlow = lazy(() => import('./ForgotPasswordFlow'));

/** /forgot-password: reset a forgotten password with a one-time code sent by e-mail. */
export function ForgotPasswordPage() {
  return (
    <Suspense fallback={null}>
      <ForgotPasswordFlow />
    </Suspense>
  );
}
