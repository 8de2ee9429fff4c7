import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), except that an empty body is
 * allowed: clients send `content-type: application/json` on bodiless POSTs such as update-session and
 * logout. Routes that need a body still get a 400 from their schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
