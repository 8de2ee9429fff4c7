import { api, type User } from '@console/platform';
import type { UserListAnswer } from '@console/contract/wire';

/**
 * The users the signed-in admin or subadmin may see (GET /api/admin/all): the user list of User
 * Management, and what the attendance screen checks its actions against.
 */
export async function listStaff(): Promise<User[]> {
  // The list comes in `data`; one screen of the original read it as `data.data` (foundation §7), so
  // both are accepted.
  const body = await api.get('admin/all').json<UserListAnswer | { data: UserListAnswer }>();
  return Array.isArray(body.data) ? body.data : body.data.data;
}
