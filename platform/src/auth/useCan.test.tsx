import { renderHook } from '@testing-library/react';
import type { Permission } from '@console/contract/permissions';
import { useAuth } from './authStore';
import type { User } from './types';
import { useCan } from './useCan';

const person = (role: User['role'], permissions: string[] = []): User => ({
  _id: 'x',
  username: 'x',
  email: 'x@example.com',
  role,
  section: ['Turbo'],
  permissions,
});

const can = (permission: Permission) => renderHook(() => useCan(permission)).result.current;

describe('useCan', () => {
  it('lets admin do everything', () => {
    useAuth.setState({ user: person('admin') });
    expect(can('forexReport_delete')).toBe(true);
  });

  it('lets anyone else do only what was granted', () => {
    useAuth.setState({ user: person('subadmin', ['note_listing']) });
    expect(can('note_listing')).toBe(true);
    expect(can('note_delete')).toBe(false);
  });

  it('gives nothing without a session', () => {
    useAuth.setState({ user: null });
    expect(can('note_listing')).toBe(false);
  });
});
