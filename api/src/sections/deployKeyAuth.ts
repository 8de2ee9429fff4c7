import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/authPlugin';
import { requireAdmin } from '../admin/staffAccess';
import type { Database } from '../db';
import { isApiPath } from '../http/errors';
import { findDeployKey, isDeployKeyToken, recordKeyUse, type DeployKey } from './deployKeys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a live deploy key (and then `user` is null). */
    deployKey: DeployKey | null;
  }
  interface FastifyContextConfig {
    /** A deploy key of the route's `:section` may call it (a section's deploy calls, and nothing else). */
    deployKey?: boolean;
  }
}

/**
 * `Authorization: Bearer csk_...`: a section's deploy key. It is good for that section's deploy calls
 * only; on any other route, or another section's, it is refused with 403 before the route runs. Every
 * call made with a key is recorded, whatever its answer.
 */
async function deployKeyAuth(app: FastifyInstance, { db }: { db: Database }) {
  app.decorateRequest('deployKey', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (!token || !isDeployKeyToken(token) || !isApiPath(request.url)) return;
    const key = await findDeployKey(db, token);
    if (!key) return reply.code(401).send({ message: 'Invalid or revoked deploy key' });
    request.deployKey = key;
    const section = (request.params as { section?: unknown } | undefined)?.section;
    if (!request.routeOptions.config?.deployKey || section !== key.section)
      return reply.code(403).send({ message: `This deploy key is for the ${key.section} section's deploy calls only` });
  });

  // On send, not on response: the use is recorded before the pipeline hears the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.deployKey;
    if (!key) return payload;
    const call = `${request.method} ${request.url.split('?')[0]}`;
    await recordKeyUse(db, { key, call, status: reply.statusCode, request }).catch((error: Error) =>
      request.log.error(`a deploy key's use could not be recorded: ${error.message}`),
    );
    return payload;
  });
}

export default fp(deployKeyAuth, { name: 'deployKeyAuth', fastify: '5.x', dependencies: ['authPlugin'] });

/** preValidation of a deploy call: the section's key (checked on request) or an admin's session. */
export async function requireDeployer(request: FastifyRequest, reply: FastifyReply) {
  if (request.deployKey) return;
  return requireAdmin(request, reply);
}
