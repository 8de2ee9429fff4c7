import type { ReactNode } from 'react';
import { ACCESS_DENIED } from '@console/contract/userRules';
import { isStaffManager } from '@console/contract/permissions';
import { useAuth } from '@console/platform';
import { AccessDenied } from 'shared-kit/ui';

/** User management, attendance and backup are for admins and subadmins; others see the spec's text. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const allowed = useAuth((state) => isStaffManager(state.user));
  return allowed ? children : <AccessDenied>{ACCESS_DENIED}</AccessDenied>;
}
