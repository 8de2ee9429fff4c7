import { hasAnyPermission, hasPermission, type Permission } from '@console/contract/permissions';
import { useAuth } from './authStore';

/** Whether the signed-in person holds a permission (admin holds every one). */
export function useCan(permission: Permission): boolean {
  return useAuth((state) => hasPermission(state.user, permission));
}

/** Whether the signed-in person holds at least one of the permissions. */
export function useCanAny(permissions: readonly Permission[]): boolean {
  return useAuth((state) => hasAnyPermission(state.user, permissions));
}
