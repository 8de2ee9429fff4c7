import { api, type User } from '@console/platform';
import type { Role } from '@console/contract/permissions';
import type { MessageAnswer, OneUserAnswer, UserAnswer } from '@console/contract/wire';
import { ifMatch, versioned } from 'shared-kit/conflict';
import { listStaff } from '../staff/staffApi';

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
  list: listStaff,
  get: async (id: string): Promise<User> => (await api.get(`admin/${id}`).json<OneUserAnswer>()).user,
  create: (input: UserInput) => api.post('admin/create', { json: input }).json<UserAnswer>(),
  /** Based on `version` (If-Match): a user changed meanwhile rejects with VersionConflictError. */
  update: (id: string, input: UserInput, version?: number) =>
    versioned(() =>
      api.put(`admin/${id}`, { json: { userData: input }, headers: ifMatch(version) }).json<UserAnswer>(),
    ),
  remove: (id: string, version?: number) =>
    versioned(() => api.delete(`admin/${id}`, { headers: ifMatch(version) }).json<MessageAnswer>()),
};
