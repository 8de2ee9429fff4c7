import { Type, type Static } from 'typebox';
import { ROLES, SECTIONS } from '../permissions';

/**
 * A staff member as the API answers them: `_id`, `section`, ISO dates, never the password. The one
 * declaration of the user: the API's answers are checked against it and serialised through it (only
 * these fields can leave the server), the session store and the user screens read it.
 */
export const UserDto = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Enum(ROLES, { type: 'string' }),
  section: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  sessionExpires: Type.Optional(Type.String()),
  /** Bumped by each write; sent back in If-Match (versions.ts). */
  version: Type.Optional(Type.Number()),
});
export type UserDto = Static<typeof UserDto>;

/**
 * The user fields of the create and update calls (update: inside `userData`). Types and sizes only;
 * what is required and how values must look is the API's to check, with readable messages.
 */
export const UserFields = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  role: Type.Optional(Type.Enum(ROLES, { type: 'string' })),
  section: Type.Optional(Type.Array(Type.Enum(SECTIONS, { type: 'string' }), { maxItems: SECTIONS.length * 2 })),
  permissions: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })),
});
export type UserFields = Static<typeof UserFields>;

export const UserUpdateBody = Type.Object({ userData: UserFields });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** GET /api/admin/all. */
export const UserListAnswer = Type.Object({ data: Type.Array(UserDto) });
export type UserListAnswer = Static<typeof UserListAnswer>;

/** GET /api/admin/:id and GET /api/admin/me. */
export const OneUserAnswer = Type.Object({ user: UserDto });
export type OneUserAnswer = Static<typeof OneUserAnswer>;

/** POST /api/admin/create (201) and PUT /api/admin/:id. */
export const UserAnswer = Type.Object({ message: Type.String(), user: UserDto });
export type UserAnswer = Static<typeof UserAnswer>;
