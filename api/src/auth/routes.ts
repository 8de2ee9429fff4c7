import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CheckSessionAnswer,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  OneUserAnswer,
  SessionAnswer,
} from '@console/contract/wire';
import type { Config } from '../config';
import type { Database } from '../db';
import type { SessionRow } from '../db/schema';
import { closeAttendanceForSession, openAttendanceClosingEnded } from '../attendance/attendance';
import { audit } from '../audit/audit';
import { accountEntry } from '../audit/sessionEntries';
import { answers } from '../http/answers';
import { badRequest, Refusal } from '../http/refusal';
import { findUserByLogin, fromRow, replaceHashOfSamePassword, toUserDto } from '../users/users';
import { deleteOldResetCodes } from './passwordReset';
import passwordResetRoutes from './passwordResetRoutes';
import { decoy, hashedOtherwise, hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { runPeriodically } from '../ops/periodic';
import { createRateLimiter, deleteStaleCounters, refuseTooMany } from './rateLimits';
import { writeLoginAtOnce } from './loginWrites';
import { extendSession, newSession, revokeSession, saveSession } from './sessions';
import type { Tokens } from './tokens';

export interface AuthRoutesOptions {
  db: Database;
  config: Config;
  tokens: Tokens;
}

// The same answer for an unknown account and a wrong password, so logins cannot probe for accounts.
const INVALID_CREDENTIALS = 'Invalid credentials';

/** The auth calls of the spec (foundation §7), mounted under /api/admin. */
export default async function authRoutes(base: FastifyInstance, { db, config, tokens }: AuthRoutesOptions) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // The token lives as long as the session could at most; the session row decides sooner ends.
  const tokenFor = (session: SessionRow) =>
    tokens.sign({ sid: session.id, sub: session.userId }, session.absoluteExpiresAt);

  /** For routes behind requireAuth, where both are set. */
  const authenticated = (request: FastifyRequest) => ({ user: request.user!, session: request.authSession! });

  // Answers here carry tokens (login, me, update-session, check-session) or reset codes' outcomes: no
  // browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const limiter = createRateLimiter(db, config);
  app.addHook('onReady', async () => {
    await decoy();
  });
  await app.register(passwordResetRoutes, { db, limiter });
  runPeriodically(app, 'auth housekeeping', 60 * 60_000, async () => {
    await deleteStaleCounters(db, config);
    await deleteOldResetCodes(db);
  });

  const login = { body: LoginBody, response: answers({ 200: LoginAnswer }) };
  app.post('/login', { config: { public: true }, schema: login }, async (request, reply) => {
    const { username, email, password } = request.body;
    const account = username ?? email;
    if (account === undefined) throw badRequest('Username or email is required');
    const login = username !== undefined ? { username } : { email: account };

    const refusal = await limiter.attempt('login', account, request.ip);
    if (refusal) return refuseTooMany(reply, refusal);

    const user = await findUserByLogin(db, login);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !ok) {
      // Who was tried, as typed (an unknown name too): the admin's view of guessing.
      await db.transaction((tx) =>
        audit(tx, request, {
          ...accountEntry('login-failed', user),
          detail: { account },
          actor: { id: user?.id ?? null, username: user?.username ?? account },
        }),
      );
      throw new Refusal(401, INVALID_CREDENTIALS);
    }
    // A hash stored with other settings is made again with today's (passwords.ts), in the login's own
    // transaction and entry. One that could not be made is still a right login: the next one tries again.
    const sameWithTodaysSettings = hashedOtherwise(user.passwordHash)
      ? await hashPassword(password).catch((error: unknown) => {
          request.log.warn({ err: error }, 'hashing a password again with today’s settings failed');
          return undefined;
        })
      : undefined;

    const now = new Date();
    const entry = (rehashed: boolean) => accountEntry('login', user, rehashed ? { rehashed: true } : undefined);
    // One statement for every write of a login; a transaction of them when a hash is made again or a
    // restore holds the database (then its audit entry waits the restore out, or refuses the login).
    const session = newSession(user.id, config, now);
    const atOnce =
      sameWithTodaysSettings === undefined &&
      (await writeLoginAtOnce(db, request, limiter, { session, account, entry: entry(false) }));
    if (!atOnce)
      await db.transaction(async (tx) => {
        await saveSession(tx, session);
        await openAttendanceClosingEnded(tx, { userId: user.id, sessionId: session.id, loginTime: now });
        const rehashed =
          sameWithTodaysSettings !== undefined && (await replaceHashOfSamePassword(tx, user, sameWithTodaysSettings));
        // Last before the entry: the counters' rows (one per address for every login from it) stay locked
        // until the commit, so for as short a time as can be.
        await limiter.forgive('login', account, request.ip, tx);
        await audit(tx, request, entry(rehashed));
      });
    return {
      message: 'Login successful',
      user: toUserDto(fromRow(user), session.expiresAt),
      currentTime: now.toISOString(),
      token: tokenFor(session),
    };
  });

  app.get(
    '/me',
    {
      preHandler: app.requireAuth,
      schema: { response: answers({ 200: OneUserAnswer }) },
    },
    async (request, reply) => {
      const { user, session } = authenticated(request);
      reply.header('authorization', `Bearer ${tokenFor(session)}`);
      // Browsers hide response headers from scripts unless named here.
      reply.header('access-control-expose-headers', 'authorization');
      return { user: toUserDto(user, session.expiresAt) };
    },
  );

  app.post(
    '/update-session',
    { preHandler: app.requireAuth, schema: { response: answers({ 200: SessionAnswer }) } },
    async (request) => {
      const now = new Date();
      const extended = await extendSession(db, authenticated(request).session.id, config, now);
      // Ended between the auth check and the update (expiry or a concurrent logout).
      if (!extended) throw new Refusal(401, 'Session expired');
      return {
        sessionExpires: extended.expiresAt.toISOString(),
        currentTime: now.toISOString(),
        token: tokenFor(extended),
      };
    },
  );

  // Not behind requireAuth: the spec wants `{valid: false, message}` for a dead session.
  app.get(
    '/check-session',
    // The spec's dead session: 401 `{valid: false, message}`.
    {
      config: { public: true },
      schema: { response: { ...answers({ 200: CheckSessionAnswer }), 401: CheckSessionAnswer } },
    },
    async (request, reply) => {
      const session = request.authSession;
      if (!request.user || !session) return reply.code(401).send({ valid: false, message: request.authProblem });
      return {
        valid: true,
        message: 'Session is valid',
        sessionExpires: session.expiresAt.toISOString(),
        currentTime: new Date().toISOString(),
        token: tokenFor(session),
      };
    },
  );

  app.post(
    '/logout',
    { preHandler: app.requireAuth, schema: { response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const now = new Date();
      const { session, user } = authenticated(request);
      await db.transaction(async (tx) => {
        await revokeSession(tx, session.id, now);
        await closeAttendanceForSession(tx, session.id, now);
        await audit(tx, request, accountEntry('logout', { ...user, sections: user.section }));
      });
      return { message: 'Logged out successfully' };
    },
  );
}
