import { api, type User } from '@console/platform';

/**
 * The users the signed-in admin or subadmin may see (GET /api/admin/all): the user list of User
 * Management, and what the attendance screen checks its actions against.
 */
export async function listStaff(): Promise<User[]> {
  // The list comes in `data`; one screen of the original read it as `data.data`, so both are accepted.
  const body = await api.get('admin/all').json<{ data: User[] | { data: User[] } }>();
  return Array.isArray(body.data) ? body.data : body.data.data;
}
