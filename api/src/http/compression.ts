import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** Under this size an answer is sent as it is: nothing is gained. */
const THRESHOLD_BYTES = 1024;
/** Brotli's fast level, the plugin's default (11 costs tens of times more for a few per cent). */
const BROTLI_QUALITY = 4;

const COMPRESSION = {
  encodings: ['br' as const, 'gzip' as const],
  threshold: THRESHOLD_BYTES,
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

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best of our encodings the request accepts (q > 0): brotli, then gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** An answer's JSON, made once, and its bytes in each encoding, each packed the first time it is asked for. */
export interface PackedAnswer {
  json: string;
  bytes: number;
  packed: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

/**
 * An answer kept to be sent many times (per revision: revisions/answerCache.ts), from its JSON as the
 * route's serializer writes it (`reply.serialize`, so the same fields as any answer of the route).
 */
export function packedAnswer(serialized: ReturnType<FastifyReply['serialize']>): PackedAnswer {
  const json =
    typeof serialized === 'string'
      ? serialized
      : Buffer.isBuffer(serialized)
        ? serialized.toString('utf8')
        : Buffer.from(new Uint8Array(serialized)).toString('utf8');
  return { json, bytes: Buffer.byteLength(json), packed: new Map() };
}

function packed(answer: PackedAnswer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  let bytes = answer.packed.get(encoding);
  if (!bytes) {
    // As the plugin packs: in one call on the loop up to PACKED_AT_ONCE_BYTES, on libuv's pool above.
    const atOnce = answer.bytes <= PACKED_AT_ONCE_BYTES;
    if (encoding === 'br')
      bytes = atOnce
        ? Promise.resolve(zlib.brotliCompressSync(answer.json, BROTLI_OPTIONS))
        : brotli(answer.json, BROTLI_OPTIONS);
    else bytes = atOnce ? Promise.resolve(zlib.gzipSync(answer.json)) : gzip(answer.json);
    answer.packed.set(encoding, bytes);
    bytes.catch(() => answer.packed.delete(encoding));
  }
  return bytes;
}

/**
 * Sends a kept answer (a page of reports asked by 50 people at one revision): its JSON was made once
 * and each encoding is packed once, where the compression plugin would serialize and pack it again for
 * every person (a tenth of the API's CPU among 50 people opening Reports at 1,000,000 reports, README
 * "50 people at once"). The same bytes and headers as the plugin's: the plugin leaves an answer that
 * already names its encoding as it is.
 */
export async function sendPacked(request: FastifyRequest, reply: FastifyReply, answer: PackedAnswer) {
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.bytes < THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined
      ? 'identity'
      : chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(answer.json);
  const bytes = await packed(answer, encoding);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(bytes);
}
