import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import deployKeyAuth from './deployKeyAuth';
import sectionRoutes from './routes';
import { seedFromRemotesJson } from './versions';

/**
 * Section rollout (issue 22): versions, shares, assignment, deploy keys and the shells' reports. Not
 * encapsulated, so the deploy-key check sees every route: a key is refused everywhere but its calls.
 */
async function sections(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  await app.register(deployKeyAuth, { db });
  await app.register(sectionRoutes, { prefix: '/api/sections', db, config });
  await seedFromRemotesJson(db, config.appsDir);
}

export default fp(sections, { name: 'sections', fastify: '5.x' });
