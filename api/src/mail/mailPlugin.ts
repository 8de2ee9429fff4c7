import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail: `await app.mailer.send({ to, subject, text, html?, attachments? })`. */
    mailer: Mailer;
  }
}

/** Makes `app.mailer` available to every route plugin, and closes its connections with the app. */
async function mailPlugin(app: FastifyInstance, { mailer }: { mailer: Mailer }): Promise<void> {
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

// Not encapsulated (fastify-plugin), so the decorator is visible to the plugins registered after it.
export default fp(mailPlugin, { name: 'mailPlugin', fastify: '5.x' });
