import type { FastifyInstance } from 'fastify';
import { refusals } from '../http/answers';
import { notFound } from '../http/refusal';
import type { UploadStore } from './uploadStore';

export interface UploadRoutesOptions {
  store: UploadStore;
}

/**
 * GET /api/uploads/<area>/<kind>/<name>.<ext>: stored images, without a login so that <img> tags work.
 * Names are random (144 bits) and never reused, so a file is only found by whoever was given its path,
 * and it can be cached for good.
 *
 * With S3_BUCKET set the bytes come from the bucket, still through this route rather than a redirect to
 * a presigned URL: the URLs stored in rows and pages stay the same, the headers below (sandboxing CSP,
 * immutable caching, CORP) stay ours whatever the store sends, the bucket stays private and needs no
 * CORS or public policy, and the Content-Security-Policy needs no store origin. The cost, the bytes
 * passing through the API, is small for images of a few hundred kilobytes behind immutable caching.
 */
export default async function uploadRoutes(app: FastifyInstance, { store }: UploadRoutesOptions): Promise<void> {
  app.get<{ Params: { '*': string } }>('/*', { schema: { response: refusals } }, async (request, reply) => {
    const found = await store.find(request.params['*']);
    if (!found) throw notFound('Not found');
    return (
      reply
        .type(found.format.mime)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An image opened on its own runs nothing, whatever a browser makes of it.
        .header('content-security-policy', "default-src 'none'; sandbox")
        // The proof preview is a sandboxed frame (an opaque origin): under helmet's same-origin default
        // its images would be refused. They are served without a login anyway.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(await found.open())
    );
  });
}
