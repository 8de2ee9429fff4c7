import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useRouteDecision } from './useRouteDecision';

/** Lets a person through to a guarded route, or sends them to login (no session) or to /404 (no right). */
export function Guard({ path, children }: { path: string; children: ReactNode }) {
  const decision = useRouteDecision(path);
  if (decision === 'login') return <Navigate to="/" replace />;
  if (decision === 'not-found') return <Navigate to="/404" replace />;
  return children;
}
