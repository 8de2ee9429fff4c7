import type { RouteAccess } from '@console/contract/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useRouteDecision } from './useRouteDecision';

/** Lets a person through to a route, or sends them to login (no session) or to /404 (no right). */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const decision = useRouteDecision(access);
  if (decision === 'login') return <Navigate to="/" replace />;
  if (decision === 'not-found') return <Navigate to="/404" replace />;
  return children;
}
