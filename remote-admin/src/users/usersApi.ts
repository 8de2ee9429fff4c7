import { api, type User } from '@console/platform';
import type { Role } from '@console/contract/permissions';
import type { MessageAnswer, OneUserAnswer, UserAnswer, UserListAnswer } from '@console/contract/wire';

/** What the form sends on create and, wrapped in `userData`, on update. */
export interface UserInput {
  username: string;
  email: string;
  /** Empty on update: keep the current password. */
  password: string;
  role: Role;
  section: string[];
  permissions: string[];
}

/** The spec's user calls (foundation §7). */
export const usersApi = {
  async list(): Promise<User[]> {
    // The list comes in `data`; one screen of the original read it as `data.data` (foundation §7), so
    // both are accepted.
    const body = await api.get('admin/all').json<UserListAnswer | { data: UserListAnswer }>();
    return Array.isArray(body.data) ? body.data : body.data.data;
  },
  get: async (id: string): Promise<User> => (await api.get(`admin/${id}`).json<OneUserAnswer>()).user,
  create: (input: UserInput) => api.post('admin/create', { json: input }).json<UserAnswer>(),
  update: (id: string, input: UserInput) => api.put(`admin/${id}`, { json: { userData: input } }).json<UserAnswer>(),
  remove: (id: string) => api.delete(`admin/${id}`).json<MessageAnswer>(),
};
