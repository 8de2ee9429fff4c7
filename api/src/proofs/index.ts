import type { FastifyInstance } from 'fastify';
import { AREAS } from '@console/contract/areas';
import type { Database } from '../db';
import type { Metrics } from '../ops/metrics';
import { createUploadStore, type S3Settings } from '../uploads';
import { createPdfBuilder } from './previewPdf/pdfBuilder';
import proofRoutes from './routes';

export interface ProofsOptions {
  db: Database;
  /** DATA_DIR: images go to DATA_DIR/uploads/<area>/proofs/. */
  dataDir: string;
  /** S3_BUCKET and its companions: images go to the bucket instead. */
  s3?: S3Settings;
  /** This instance's metrics, which report the PDF queue's depth. */
  metrics?: Metrics;
}

/**
 * The proofs of both areas: one implementation registered per area descriptor under /api + its proof
 * base (/api/client, /api/forexProof), so Turbo and Forex run the same code.
 */
export default async function proofsPlugin(
  app: FastifyInstance,
  { db, dataDir, s3, metrics }: ProofsOptions,
): Promise<void> {
  const uploads = createUploadStore({ dataDir, s3 });
  // One PDF worker for both areas: one build at a time in the whole API instance.
  const pdfBuilder = createPdfBuilder({ dataDir, s3 });
  app.addHook('onClose', () => pdfBuilder.close());
  metrics?.watchPdfQueue(pdfBuilder.depth);
  for (const area of AREAS) {
    await app.register(proofRoutes, { prefix: `/api${area.proof.apiBase}`, db, area, uploads, pdfBuilder });
  }
}
