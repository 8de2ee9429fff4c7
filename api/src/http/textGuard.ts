import type { FastifyInstance } from 'fastify';
import { badTextMessage, findBadText } from './text';

/**
 * Every JSON body, query string and path parameter is refused with a 400 naming the field when a text
 * holds NUL or a lone surrogate, before any route stores it (PostgreSQL refused NUL with a 500).
 * A preHandler, so a route's own access check (preValidation) still answers an unknown caller first.
 * Multipart fields are checked where they are read (uploads/multipartForm.ts).
 */
export function refuseBadText(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const bad =
      findBadText(request.params) ??
      findBadText(request.query) ??
      (typeof request.body === 'object' || typeof request.body === 'string' ? findBadText(request.body) : undefined);
    if (bad) return reply.code(400).send({ message: badTextMessage(bad) });
  });
}
