import { Suspense, useCallback, useEffect, useState } from 'react';
import { useAuth } from '@console/platform';
import { preloadable } from 'shared-kit/preloadable';
import { isPublicPath } from './navigation/navigation';
import { PublicApp } from './navigation/PublicApp';

// The router, the layout and everything behind a login load only once someone is past the login page:
// when the page opens on a console address (bootstrap.tsx waits for it), or as soon as a login starts,
// so that its code is here when the login answers and the console never shows a fallback first.
export const ConsoleApp = preloadable(() => import('./App'));

/** Starts router-free on the login and forgot-password pages; the full console takes over from there. */
export function Root() {
  const [publicOnly, setPublicOnly] = useState(() => isPublicPath(window.location.pathname));
  const enterConsole = useCallback(() => setPublicOnly(false), []);
  useEffect(
    () =>
      useAuth.subscribe((state) => {
        if (state.loading) void ConsoleApp.preload();
      }),
    [],
  );
  if (publicOnly) return <PublicApp onLeave={enterConsole} />;
  return (
    <Suspense fallback={null}>
      <ConsoleApp />
    </Suspense>
  );
}
