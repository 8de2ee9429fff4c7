import { hasPermission, type Permission } from '@console/contract/permissions';
import { useAuth } from './authStore';

/** Whether the signed-in person holds a permission (admin holds every one). */
export function useCan(permission: Permission): boolean {
  return useAuth((state) => hasPermission(state.user, permission));
}
