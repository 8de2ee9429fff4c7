import { and, eq, sql } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import { badRequest, notFound, Refusal } from '../http/refusal';
import { checkVersion } from '../http/versions';
import { userEntry, withPasswordChange } from './userAudit';
import { refusalToAct, refusalToAssign, refusalToChangeSelf } from '@console/contract/userRules';
import {
  IdParams,
  MessageAnswer,
  OneUserAnswer,
  UserAnswer,
  UserFields,
  UserListAnswer,
  UserUpdateBody,
} from '@console/contract/wire';
import { endAllSessionsOfUser } from '../auth/endSessions';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import { users, type UserRow } from '../db/schema';
import { usernameKey } from '../users/usernames';
import { answers } from '../http/answers';
import { fromRow, insertUser, toUserDto, type User } from '../users/users';
import { requireStaff } from './staffAccess';
import { changesAccess, cleanUserFields, type CleanUser } from './userInput';
import {
  conflictField,
  conflictFromDatabase,
  foundUser,
  identityConflict,
  listUsers,
  USER_NOT_FOUND,
} from './userRecords';

const asClean = (user: User): CleanUser => ({ ...user, password: undefined });

/** Refuses with 403 when the user rules refuse (a message), else nothing. */
function refuse(message: string | null): void {
  if (message) throw new Refusal(403, message);
}

/** Refuses with 409 naming the field when the username or e-mail belongs to someone else. */
function refuseTaken(message: string | null): void {
  if (message) throw new Refusal(409, message, conflictField(message));
}

/** The account locked for a change; 409 with it as it is now when the request names another version. */
async function lockedForChange(tx: Database, request: FastifyRequest, id: string): Promise<UserRow> {
  const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!current) throw notFound(USER_NOT_FOUND);
  checkVersion(request, current, () => toUserDto(fromRow(current)));
  return current;
}

/** User management (foundation §2, §5, §7), mounted under /api/admin; admin and subadmin only. */
export default async function userRoutes(base: FastifyInstance, { db }: { db: Database }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireStaff);

  /** A write that met a unique username or e-mail meanwhile (two requests at once) is refused as taken. */
  const conflict = async (run: () => Promise<UserRow>) => {
    try {
      return await run();
    } catch (error) {
      refuseTaken(conflictFromDatabase(error));
      throw error;
    }
  };

  app.get('/all', { schema: { response: answers({ 200: UserListAnswer }) } }, async (request) => {
    const viewer = request.user!;
    // A subadmin sees users of role user sharing a section (foundation §5); the records of admins and
    // other subadmins, which it may not preview one by one either, are not in its list.
    const visible = (await listUsers(db, viewer))
      .map(fromRow)
      .filter((user) => viewer.role === 'admin' || user.role === 'user');
    return { data: visible.map((user) => toUserDto(user)) };
  });

  // The User Details modal: the server enforces the subadmin's preview limits too.
  app.get('/:id', { schema: { params: IdParams, response: answers({ 200: OneUserAnswer }) } }, async (request) => {
    const user = fromRow(await foundUser(db, request.params.id));
    refuse(refusalToAct(request.user!, 'preview', user));
    return { user: toUserDto(user) };
  });

  app.post(
    '/create',
    { schema: { body: UserFields, response: answers({ 201: UserAnswer }) } },
    async (request, reply) => {
      const cleaned = cleanUserFields(request.body ?? {});
      if (!cleaned.ok) throw badRequest(cleaned.message, cleaned.field);
      const next = cleaned.user;
      refuse(refusalToAssign(request.user!, next));
      refuseTaken(await identityConflict(db, next));
      const row = await conflict(() =>
        db.transaction(async (tx) => {
          const created = await insertUser(tx, { ...next, password: next.password!, sections: next.section });
          await audit(tx, request, userEntry('create', undefined, created));
          return created;
        }),
      );
      return reply.code(201).send({ message: 'User created successfully', user: toUserDto(fromRow(row)) });
    },
  );

  app.put(
    '/:id',
    { schema: { params: IdParams, body: UserUpdateBody, response: answers({ 200: UserAnswer }) } },
    async (request) => {
      const actor = request.user!;
      const before = fromRow(await foundUser(db, request.params.id));
      refuse(refusalToAct(actor, 'edit', before));
      const cleaned = cleanUserFields(request.body.userData, asClean(before));
      if (!cleaned.ok) throw badRequest(cleaned.message, cleaned.field);
      const next = cleaned.user;
      refuse(refusalToAssign(actor, next, before));
      if (before.id === actor.id) refuse(refusalToChangeSelf(actor, next));
      refuseTaken(await identityConflict(db, next, before.id));

      const passwordHash = next.password !== undefined ? await hashPassword(next.password) : undefined;
      const row = await conflict(() =>
        db.transaction(async (tx) => {
          const current = await lockedForChange(tx, request, before.id);
          const [updated] = await tx
            .update(users)
            .set({
              username: next.username,
              usernameKey: usernameKey(next.username),
              email: next.email,
              role: next.role,
              sections: next.section,
              permissions: next.permissions,
              ...(passwordHash ? { passwordHash } : {}),
              updatedAt: new Date(),
              version: sql`${users.version} + 1`,
            })
            .where(and(eq(users.id, before.id), eq(users.version, current.version)))
            .returning();
          // Whatever the old sessions were allowed must not outlive the change.
          if (changesAccess(asClean(before), next)) await endAllSessionsOfUser(tx, before.id);
          await audit(tx, request, withPasswordChange(userEntry('update', current, updated), !!passwordHash));
          return updated;
        }),
      );
      return { message: 'User updated successfully', user: toUserDto(fromRow(row)) };
    },
  );

  app.delete('/:id', { schema: { params: IdParams, response: answers({ 200: MessageAnswer }) } }, async (request) => {
    const actor = request.user!;
    const target = await foundUser(db, request.params.id);
    if (target.id === actor.id) throw badRequest('You cannot delete your own account');
    refuse(refusalToAct(actor, 'delete', fromRow(target)));
    // The rows of sessions and attendance go with the user (foreign keys cascade); the sessions are
    // ended first all the same, the one path by which access is ever withdrawn.
    await db.transaction(async (tx) => {
      const current = await lockedForChange(tx, request, target.id);
      await endAllSessionsOfUser(tx, target.id);
      await tx.delete(users).where(and(eq(users.id, target.id), eq(users.version, current.version)));
      await audit(tx, request, userEntry('delete', current, undefined));
    });
    return { message: 'User deleted successfully' };
  });
}
