import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalToAct, refusalToAssign, refusalToChangeSelf } from '@console/contract/userRules';
import { endAllSessionsOfUser } from '../auth/endSessions';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import { users, type UserRow } from '../db/schema';
import { fromRow, insertUser, toUserDto, userDtoSchema, type User } from '../users/users';
import { requireStaff } from './staffAccess';
import { changesAccess, cleanUserFields, userFieldsSchema, type CleanUser, type UserFields } from './userInput';
import { conflictFromDatabase, findUser, identityConflict, listUsers } from './userRecords';

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;
const userAnswer = { type: 'object', properties: { message: { type: 'string' }, user: userDtoSchema } } as const;

const asClean = (user: User): CleanUser => ({ ...user, password: undefined });

const USER_NOT_FOUND = { message: 'User not found' };

/** User management (foundation §2, §5, §7), mounted under /api/admin; admin and subadmin only. */
export default async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.addHook('preValidation', requireStaff);

  /** Answers the refusal, if any; true when the request was refused. */
  const refused = (reply: FastifyReply, message: string | null, status = 403) => {
    if (message) reply.code(status).send({ message });
    return message !== null;
  };

  const conflict = async (reply: FastifyReply, run: () => Promise<UserRow>) => {
    try {
      return await run();
    } catch (error) {
      const message = conflictFromDatabase(error);
      if (!message) throw error;
      reply.code(409).send({ message });
      return undefined;
    }
  };

  app.get(
    '/all',
    {
      schema: { response: { 200: { type: 'object', properties: { data: { type: 'array', items: userDtoSchema } } } } },
    },
    async (request) => {
      const rows = await listUsers(db, request.user!);
      return { data: rows.map((row) => toUserDto(fromRow(row))) };
    },
  );

  // The User Details modal: the server enforces the subadmin's preview limits too.
  app.get<{ Params: { id: string } }>(
    '/:id',
    { schema: { params: idParams, response: { 200: userAnswer } } },
    async (request, reply) => {
      const target = await findUser(db, request.params.id);
      if (!target) return reply.code(404).send(USER_NOT_FOUND);
      const user = fromRow(target);
      if (refused(reply, refusalToAct(request.user!, 'preview', user))) return;
      return { user: toUserDto(user) };
    },
  );

  app.post<{ Body: UserFields }>(
    '/create',
    { schema: { body: userFieldsSchema, response: { 201: userAnswer } } },
    async (request, reply) => {
      const cleaned = cleanUserFields(request.body ?? {});
      if (!cleaned.ok) return reply.code(400).send({ message: cleaned.message });
      const next = cleaned.user;
      if (refused(reply, refusalToAssign(request.user!, next))) return;
      if (refused(reply, await identityConflict(db, next), 409)) return;
      const row = await conflict(reply, () =>
        insertUser(db, { ...next, password: next.password!, sections: next.section }),
      );
      if (!row) return;
      return reply.code(201).send({ message: 'User created successfully', user: toUserDto(fromRow(row)) });
    },
  );

  app.put<{ Params: { id: string }; Body: { userData: UserFields } }>(
    '/:id',
    {
      schema: {
        params: idParams,
        body: { type: 'object', properties: { userData: userFieldsSchema }, required: ['userData'] },
        response: { 200: userAnswer },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const target = await findUser(db, request.params.id);
      if (!target) return reply.code(404).send(USER_NOT_FOUND);
      const before = fromRow(target);
      if (refused(reply, refusalToAct(actor, 'edit', before))) return;
      const cleaned = cleanUserFields(request.body.userData, asClean(before));
      if (!cleaned.ok) return reply.code(400).send({ message: cleaned.message });
      const next = cleaned.user;
      if (refused(reply, refusalToAssign(actor, next, before))) return;
      if (before.id === actor.id && refused(reply, refusalToChangeSelf(actor, next))) return;
      if (refused(reply, await identityConflict(db, next, before.id), 409)) return;

      const passwordHash = next.password !== undefined ? await hashPassword(next.password) : undefined;
      const row = await conflict(reply, () =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({
              username: next.username,
              email: next.email,
              role: next.role,
              sections: next.section,
              permissions: next.permissions,
              ...(passwordHash ? { passwordHash } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, before.id))
            .returning();
          // Whatever the old sessions were allowed must not outlive the change.
          if (changesAccess(asClean(before), next)) await endAllSessionsOfUser(tx, before.id);
          return updated;
        }),
      );
      if (!row) return;
      return { message: 'User updated successfully', user: toUserDto(fromRow(row)) };
    },
  );

  app.delete<{ Params: { id: string } }>('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const actor = request.user!;
    const target = await findUser(db, request.params.id);
    if (!target) return reply.code(404).send(USER_NOT_FOUND);
    if (target.id === actor.id) return reply.code(400).send({ message: 'You cannot delete your own account' });
    if (refused(reply, refusalToAct(actor, 'delete', fromRow(target)))) return;
    // The rows of sessions and attendance go with the user (foreign keys cascade); the sessions are
    // ended first all the same, the one path by which access is ever withdrawn.
    await db.transaction(async (tx) => {
      await endAllSessionsOfUser(tx, target.id);
      await tx.delete(users).where(eq(users.id, target.id));
    });
    return { message: 'User deleted successfully' };
  });
}
