import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RegisteredOrigins } from '../sections/registeredOrigins';
import { isApiPath } from './errors';
import { remoteOriginsOf } from './remoteOrigins';

export interface SecurityHeadersOptions {
  /** Where the built apps are, for the remotes' origins in `shell/dist/remotes.json`. */
  appsDir: string;
  /** Extra origins images may come from (absolute whitelabel logos), from IMAGE_ORIGINS. */
  imageOrigins: readonly string[];
  /** The origins of the sections' registered versions (issue 22), allowed like remotes.json's. */
  sectionOrigins?: RegisteredOrigins;
}

/** A page the browser enforces the policy on (the console's HTML), rather than a file or an API answer. */
const isPage = (method: string, url: string) =>
  method === 'GET' && !isApiPath(url) && !/\.(?!html$)[a-z0-9]+$/i.test(url.split('?')[0]);

/**
 * Headers on every answer, by @fastify/helmet: a Content-Security-Policy for the console's pages, no
 * MIME sniffing, no framing by any site, no URL leaks in Referer, and HSTS on answers sent over TLS.
 *
 * The policy: everything from this origin, plus the origins of the remotes of the current remotes.json
 * (computed per request, so a remote moved to a CDN keeps working once remotes.json says so) for
 * scripts, their manifests and chunks, fonts and images. Why each exception:
 *  - `style-src 'unsafe-inline'`: styled-components injects `<style>` elements at run time, and echarts
 *    and React write `style=` attributes; neither can carry a nonce. Scripts stay without it.
 *  - `img-src data: blob:`: inline images of templates and previews, the chart's exported images;
 *    `connect-src data: blob:` as the PDF builder fetches those same images.
 *  - `worker-src blob:`: a Web Worker of a remote on another origin starts from a blob: bootstrap.
 * `form-action 'self'`, `object-src 'none'`, `base-uri 'self'`, `frame-ancestors 'none'`: no form may
 * post elsewhere, no plugin runs, no `<base>` redirects relative URLs, no site frames the console. The
 * proof preview's `srcdoc` frame inherits this policy.
 */
export async function addSecurityHeaders(
  app: FastifyInstance,
  { appsDir, imageOrigins, sectionOrigins }: SecurityHeadersOptions,
) {
  const remotes = remoteOriginsOf(appsDir, (message) => app.log.warn(message));
  // Five directives name the remotes: their origins are looked up once per answer, not once each.
  const perAnswer = new WeakMap<object, string>();
  const withRemotes = (request: object) => {
    let origins = perAnswer.get(request);
    if (origins === undefined) {
      origins = [...new Set([...remotes(), ...(sectionOrigins?.current() ?? [])])].join(' ');
      perAnswer.set(request, origins);
    }
    return origins;
  };
  // Before helmet's own hook, which writes the policy: a page gets the origins as they are now.
  if (sectionOrigins)
    app.addHook('onRequest', async (request) => {
      if (isPage(request.method, request.url)) await sectionOrigins.refresh();
    });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", withRemotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", withRemotes],
        imgSrc: ["'self'", 'data:', 'blob:', withRemotes, ...imageOrigins],
        fontSrc: ["'self'", 'data:', withRemotes],
        connectSrc: ["'self'", 'data:', 'blob:', withRemotes, ...imageOrigins],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent below only when the request came over TLS: HSTS on plain HTTP would be ignored at best.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // A remote on another origin loads its chunks with CORS, not under an embedder policy.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
