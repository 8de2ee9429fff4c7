import { lazy, Suspense, useCallback, useState } from 'react';
import { isPublicPath } from './navigation/navigation';
import { PublicApp } from './navigation/PublicApp';

// The router, the layout and everything behind a login load only once someone is past the login page.
const App = lazy(() => import('./App'));

/** Starts router-free on the login and forgot-password pages; the full console takes over from there. */
export function Root() {
  const [publicOnly, setPublicOnly] = useState(() => isPublicPath(window.location.pathname));
  const enterConsole = useCallback(() => setPublicOnly(false), []);
  if (publicOnly) return <PublicApp onLeave={enterConsole} />;
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}
