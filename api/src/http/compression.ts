import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// The plugin's own list (text, JSON, XML, octet-stream) plus streamed JSON lines (the report columns).
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|\/x-ndjson(?:;|$)|(?:\+|\/)(?:text|xml)(?:;|$)|octet-stream(?:;|$)/u;

/**
 * Compresses answers for browsers that accept it: JSON lists (a 100,000-report list is tens of MB of
 * text), HTML, manifests. Brotli at its fast level (4) and gzip; under 1 KB nothing is gained. Answers
 * already compressed (the build's .br/.gz scripts, spreadsheets, PDFs, images) are left as they are.
 * Registered before any route so that every route gets it.
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE });
}
