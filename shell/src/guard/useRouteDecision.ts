import { decideRoute, type RouteDecision } from '@console/contract/permissions';
import { useAuth } from '@console/platform';

/** The catalogue's guard decision for a path, for the signed-in person; re-evaluated when the session changes. */
export function useRouteDecision(path: string): RouteDecision {
  return useAuth((state) => decideRoute(path, state.user, Boolean(state.token)));
}
