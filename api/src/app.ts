import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import authPlugin from './auth/authPlugin';
import authRoutes from './auth/routes';
import { createTokens, loadSigningSecret } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db';
import { installErrorHandler, installNotFoundHandler } from './http/errors';
import { acceptEmptyJsonBodies } from './http/jsonBody';
import { addSecurityHeaders } from './http/securityHeaders';
import { serveApps } from './static/serveApps';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Fastify's logger option; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

// JSON bodies only: uploads use multipart with their own limits, set where they are accepted.
const BODY_LIMIT = 1024 * 1024;

/** The whole HTTP application, ready to `listen` or `inject`; it does not listen itself. */
export async function buildApp({ config, db, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Fastify's default coerces types, turning `{"username": 42}` into "42". A body of the wrong type
    // is a client bug and gets a 400. Query strings and params are therefore declared as strings.
    ajv: { customOptions: { coerceTypes: false } },
  });

  acceptEmptyJsonBodies(app);
  installErrorHandler(app);
  addSecurityHeaders(app);

  const tokens = createTokens(await loadSigningSecret(db));
  await app.register(authPlugin, { db, tokens });
  await app.register(authRoutes, { prefix: '/api/admin', db, config, tokens });

  installNotFoundHandler(app, await serveApps(app, config.appsDir));

  return app;
}
