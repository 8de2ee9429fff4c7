import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// The plugin's own list (text, JSON, XML, octet-stream) plus streamed JSON lines (the report columns).
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|\/x-ndjson(?:;|$)|(?:\+|\/)(?:text|xml)(?:;|$)|octet-stream(?:;|$)/u;

/**
 * Answers up to this size are packed in one call on the event loop rather than through a zlib stream
 * on libuv's pool. A stream's setup and scheduling cost more than the packing at these sizes: a 12 KB
 * page of reports took 0.46-0.77 ms of CPU through a stream and 0.08-0.12 ms in one call (brotli 4),
 * 64 KB about half a millisecond of the loop. The plugin's default on 2 cores is 8 KB, which sent a
 * page of reports and the dashboard's answer through streams: 50 people at once spent about a tenth
 * of both cores on them.
 */
const PACKED_AT_ONCE_BYTES = 64 * 1024;

/**
 * Compresses answers for browsers that accept it: JSON lists (a 100,000-report list is tens of MB of
 * text), HTML, manifests. Brotli at its fast level (4) and gzip; under 1 KB nothing is gained. Answers
 * already compressed (the build's .br/.gz scripts, spreadsheets, PDFs, images) are left as they are.
 * Registered before any route so that every route gets it.
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, COMPRESSION);
}

const COMPRESSION = {
  encodings: ['br' as const, 'gzip' as const],
  threshold: 1024,
  syncThreshold: PACKED_AT_ONCE_BYTES,
  customTypes: COMPRESSIBLE,
};

/**
 * A route's `compress` option for a large answer made once and awaited by the person who asked (an
 * import's stored reports, MBs of JSON): the fastest levels, packed in one call up to `atOnceBytes`.
 * gzip 1 packs 2.5 MB of reports in about 10 ms where gzip 6 takes 40-60 ms and its stream on the pool
 * 100-175 ms, for an answer a third larger. The plugin takes a route's options whole, not over its own.
 */
export function fastCompression(atOnceBytes: number) {
  return {
    ...COMPRESSION,
    syncThreshold: atOnceBytes,
    zlibOptions: { level: zlib.constants.Z_BEST_SPEED },
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  };
}
