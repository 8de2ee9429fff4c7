import type { Principal } from '@console/contract/permissions';
import { refusalToAct, type UserAction } from '@console/contract/userRules';

/**
 * Whether to offer `viewer` an action on someone: exactly when the server would allow it, by the same
 * rule (the contract's userRules). A person the viewer's user list does not hold (`undefined`) can only
 * be acted on by an admin, who may act on anyone.
 */
export function mayActOn(viewer: Principal, action: UserAction, target: Principal | undefined): boolean {
  if (!target) return viewer.role === 'admin';
  return refusalToAct(viewer, action, target) === null;
}
