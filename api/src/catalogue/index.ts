import type { FastifyInstance } from 'fastify';
import { AREAS } from '@console/contract/areas';
import { CATALOGUE_KEYS, type CatalogueKey } from '@console/contract/resources';
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

/** Each catalogue resource of the registry has its plugin here: one folder per resource. */
const ROUTES: Record<CatalogueKey, (app: FastifyInstance, options: CatalogueRouteOptions) => Promise<void>> = {
  whitelabel: whitelabelRoutes,
  prooftype: proofTypeRoutes,
  sport: sportRoutes,
  note: noteRoutes,
};

/**
 * The catalogue of both areas: the registry's catalogue resources (whitelabels, proof types, sports and
 * notes), each registered once per area descriptor under /api + its base path, so Turbo and Forex run
 * the same code.
 */
export default async function catalogue(app: FastifyInstance, { db, dataDir, s3 }: CatalogueOptions): Promise<void> {
  const uploads = createUploadStore({ dataDir, s3 });
  for (const area of AREAS) {
    for (const key of CATALOGUE_KEYS) {
      const options: CatalogueRouteOptions & { prefix: string } = {
        prefix: `/api${area[key].apiBase}`,
        db,
        area,
        uploads,
      };
      await app.register(ROUTES[key], options);
    }
  }
}
