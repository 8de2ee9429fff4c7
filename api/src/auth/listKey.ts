import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ListKeyAnswer } from '@console/contract/wire';
import { answers } from '../http/answers';

export interface ListKeyOptions {
  /** The API's signing secret (tokens.ts), the same on every instance. */
  secret: string;
}

/** The key of one session's kept lists: derived, so every instance hands out the same one and stores none. */
export const listKeyOf = (secret: string, sessionId: string) =>
  createHmac('sha256', secret).update(`kept-list-key\u0000${sessionId}`).digest('base64url');

/**
 * GET /api/admin/list-key: the browser's key for the report lists it keeps in IndexedDB, given only to
 * a live session (a forced logout or an expiry ends it, and with it the means to read the copy), with
 * the moment the session ends at the latest. Never stored by the browser's HTTP cache.
 */
export default async function listKeyRoute(app: FastifyInstance, { secret }: ListKeyOptions): Promise<void> {
  app.get(
    '/api/admin/list-key',
    { preHandler: app.requireAuth, schema: { response: answers({ 200: ListKeyAnswer }) } },
    async (request, reply) => {
      const session = request.authSession!;
      reply.header('cache-control', 'no-store');
      return { key: listKeyOf(secret, session.id), expires: session.absoluteExpiresAt.toISOString() };
    },
  );
}
