import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useRouteDecision } from '../guard/useRouteDecision';

const Layout = lazy(() => import('./Layout'));

/** Route `handle` of a guarded route: the catalogue path it stands for. */
export interface GuardedHandle {
  guardedPath: string;
}

function useGuardedPath(): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as GuardedHandle | undefined;
  return handle?.guardedPath ?? '';
}

/**
 * Parent of the guarded routes. The chrome (sidebar, header) is drawn, and its code loaded, only for
 * a person the guard lets through; otherwise the route's Guard redirects with nothing else shown.
 */
export function ShellLayout() {
  const decision = useRouteDecision(useGuardedPath());
  if (decision !== 'allow') return <Outlet />;
  return (
    <Suspense fallback={null}>
      <Layout />
    </Suspense>
  );
}
