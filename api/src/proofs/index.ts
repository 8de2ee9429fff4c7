import type { FastifyInstance } from 'fastify';
import { AREAS } from '@console/contract/areas';
import type { Database } from '../db';
import { createUploadStore } from '../uploads';
import proofRoutes from './routes';

export interface ProofsOptions {
  db: Database;
  /** DATA_DIR: images go to DATA_DIR/uploads/<area>/proofs/. */
  dataDir: string;
}

/**
 * The proofs of both areas: one implementation registered per area descriptor under /api + its proof
 * base (/api/client, /api/forexProof), so Turbo and Forex run the same code.
 */
export default async function proofsPlugin(app: FastifyInstance, { db, dataDir }: ProofsOptions): Promise<void> {
  const uploads = createUploadStore(dataDir);
  for (const area of AREAS) {
    await app.register(proofRoutes, { prefix: `/api${area.proof.apiBase}`, db, area, uploads });
  }
}
