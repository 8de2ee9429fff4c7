import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/errors';

/** Where each built app is served: the shell at the root, each remote under /remotes/<name>/. */
const APPS = [
  { dist: 'shell/dist', prefix: '/' },
  { dist: 'remote-turbo/dist', prefix: '/remotes/turbo/' },
  { dist: 'remote-forex/dist', prefix: '/remotes/forex/' },
  { dist: 'remote-admin/dist', prefix: '/remotes/admin/' },
] as const;

// Entry points name the current build, so browsers must revalidate them on every load; everything they
// point to carries a content hash in its name and can be cached for good.
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const CONTENT_HASH = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build's precompressed copies (x.js.br, x.js.gz) are cached as the file they stand for. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(COMPRESSED_COPY, '');
  if (!ENTRY_POINTS.has(name) && CONTENT_HASH.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Answers a page reload on a client-side route (/whitelabel) with the shell; true if it did. */
export type HistoryFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  const isRemote = pathname === '/remotes' || pathname.startsWith('/remotes/');
  return !isApiPath(pathname) && !isRemote && !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built front end from `appsDir`. A missing dist folder (apps not built yet, or API tests) is
 * skipped with a warning. Returns the history fallback, or undefined when there is no shell to fall
 * back to.
 */
export async function serveApps(app: FastifyInstance, appsDir: string): Promise<HistoryFallback | undefined> {
  for (const { dist, prefix } of APPS) {
    const root = path.join(appsDir, dist);
    if (!existsSync(root)) {
      app.log.warn(`${root} does not exist: ${prefix} is not served (build the apps first)`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes x.js.br and x.js.gz next to every script and style (rspack.precompress.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  }

  const shellIndex = path.join(appsDir, 'shell/dist/index.html');
  if (!existsSync(shellIndex)) return undefined;
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isClientRoute(request.url)) return false;
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(createReadStream(shellIndex));
    return true;
  };
}
