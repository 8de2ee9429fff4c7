import type { ReactNode } from 'react';
import { ACCESS_DENIED } from '@console/contract/userRules';
import { isStaffManager } from '@console/contract/permissions';
import { useAuth } from '@console/platform';
import { AccessDenied, PageHeader } from 'shared-kit/ui';

/**
 * User management, attendance and backup are for admins and subadmins; others see the page's title
 * and the spec's text.
 */
export function StaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const allowed = useAuth((state) => isStaffManager(state.user));
  if (allowed) return children;
  return (
    <>
      <PageHeader title={title} />
      <AccessDenied>{ACCESS_DENIED}</AccessDenied>
    </>
  );
}
