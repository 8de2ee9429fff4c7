import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAnyPermission, type Permission } from '@console/contract/permissions';
import { closeAttendanceIfEnded } from '../attendance/attendance';
import type { Database } from '../db';
import type { SessionRow } from '../db/schema';
import { isApiPath } from '../http/errors';
import { fromRow, type User } from '../users/users';
import { isDeployKeyToken } from '../sections/deployKeys';
import { findValidSession } from './sessions';
import { TokenError, type Tokens } from './tokens';

/** The caller, once their bearer token and session check out. */
export type AuthUser = User;

export type AuthProblem = 'Invalid or missing token' | 'Session expired';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid token of a live session; null otherwise. */
    user: AuthUser | null;
    authSession: SessionRow | null;
    /** Why `user` is null, in the words the client shows. */
    authProblem: AuthProblem;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request is authenticated. */
    requireAuth: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /**
     * The route answers callers without a live session itself (login, check-session, password reset):
     * a dead token is not refused up front.
     */
    public?: boolean;
    /** What a caller without a live session is told on this route instead (reports: the spec's text). */
    unauthorizedMessage?: string;
  }
}

export interface AuthPluginOptions {
  db: Database;
  tokens: Tokens;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function refuse(reply: FastifyReply, message: string) {
  return reply.code(401).send({ message });
}

/** preHandler: 401 with the spec's message unless the request is authenticated. */
export const requireAuth: preHandlerAsyncHookHandler = async function (request, reply) {
  if (!request.user) return refuse(reply, request.authProblem);
};

/** What a caller holding none of `permissions` is told (403). */
export function missingPermission(permissions: readonly Permission[]): string {
  return permissions.length === 1
    ? `You do not have the ${permissions[0]} permission`
    : `You need one of these permissions: ${permissions.join(', ')}`;
}

/**
 * preHandler: the caller must hold at least one of `permissions` (admin holds all), as the shared
 * catalogue decides. Also refuses anonymous callers, so it is safe on its own.
 */
export function requirePermission(...permissions: Permission[]): preHandlerAsyncHookHandler {
  if (permissions.length === 0) throw new Error('requirePermission needs at least one permission');
  const missing = missingPermission(permissions);
  return async function (request, reply) {
    if (!request.user) return refuse(reply, request.authProblem);
    if (!hasAnyPermission(request.user, permissions)) return reply.code(403).send({ message: missing });
  };
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request and, when the session it names is live, sets
 * `request.user` and `request.authSession`. A token that names no live session (revoked, expired,
 * forged, malformed) is refused with 401 on every /api route but the `public` ones, before the body is
 * even read. A request without a token is left to the route: `app.requireAuth` or
 * `requirePermission(...)` refuse it.
 */
async function authPlugin(app: FastifyInstance, { db, tokens }: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('authProblem', 'Invalid or missing token');
  app.decorate('requireAuth', requireAuth);

  async function identify(request: FastifyRequest, token: string): Promise<void> {
    let claims;
    try {
      claims = tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') request.authProblem = 'Session expired';
      return;
    }
    const now = new Date();
    const found = await findValidSession(db, claims.sid, claims.sub, now);
    if (found.status === 'expired') {
      request.authProblem = 'Session expired';
      // Noticed here before the periodic sweep: the attendance record ends when the session did.
      await closeAttendanceIfEnded(db, claims.sid, now);
    }
    if (found.status !== 'valid') return;
    request.user = fromRow(found.user);
    request.authSession = found.session;
  }

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    // A section's deploy key is not a session: the deploy-key check (sections/deployKeyAuth.ts) reads it.
    if (!token || isDeployKeyToken(token)) return;
    await identify(request, token);
    if (!request.user && isApiPath(request.url) && !request.routeOptions.config?.public) {
      return refuse(reply, request.routeOptions.config?.unauthorizedMessage ?? request.authProblem);
    }
  });
}

// Not encapsulated (fastify-plugin), so the hook and decorators apply to every route of the app.
export default fp(authPlugin, { name: 'authPlugin', fastify: '5.x' });
