import { decideAccess, type RouteAccess, type RouteDecision } from '@console/contract/permissions';
import { useAuth } from '@console/platform';

/** The guard's decision for a route's access, for the signed-in person; re-evaluated when the session changes. */
export function useRouteDecision(access: RouteAccess | undefined): RouteDecision {
  return useAuth((state) => decideAccess(access, state.user, Boolean(state.token)));
}
