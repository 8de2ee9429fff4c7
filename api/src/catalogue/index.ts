import type { FastifyInstance } from 'fastify';
import { AREAS } from '@console/contract/areas';
import type { Database } from '../db';
import { createUploadStore, type S3Settings } from '../uploads';
import noteRoutes from './note/routes';
import proofTypeRoutes from './prooftype/routes';
import type { CatalogueRouteOptions } from './routeOptions';
import sportRoutes from './sport/routes';
import whitelabelRoutes from './whitelabel/routes';

export interface CatalogueOptions {
  db: Database;
  /** DATA_DIR: logos go to DATA_DIR/uploads/<area>/logos/. */
  dataDir: string;
  /** S3_BUCKET and its companions: logos go to the bucket instead. */
  s3?: S3Settings;
}

const RESOURCES = [
  { key: 'whitelabel', routes: whitelabelRoutes },
  { key: 'prooftype', routes: proofTypeRoutes },
  { key: 'sport', routes: sportRoutes },
  { key: 'note', routes: noteRoutes },
] as const;

/**
 * The catalogue of both areas: whitelabels, proof types, sports and notes, each registered once per area
 * descriptor under /api + the descriptor's base path, so Turbo and Forex run the same code.
 */
export default async function catalogue(app: FastifyInstance, { db, dataDir, s3 }: CatalogueOptions): Promise<void> {
  const uploads = createUploadStore({ dataDir, s3 });
  for (const area of AREAS) {
    for (const { key, routes } of RESOURCES) {
      const options: CatalogueRouteOptions & { prefix: string } = {
        prefix: `/api${area[key].apiBase}`,
        db,
        area,
        uploads,
      };
      await app.register(routes, options);
    }
  }
}
