import type { FieldSpec } from 'shared-kit/conflict';
import type { UserFormValues } from './userForm';

/** The user form's fields as the conflict view names them (the password is never compared: it is never shown). */
export const USER_CONFLICT_FIELDS: readonly FieldSpec<UserFormValues>[] = [
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'section', label: 'Section' },
  { key: 'permissions', label: 'Permissions' },
];
