import type { FastifyInstance } from 'fastify';

/** Headers every response gets: no MIME sniffing, no framing by other sites, no URL leaks in Referer. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  });
}
