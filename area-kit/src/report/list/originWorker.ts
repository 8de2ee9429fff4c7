/**
 * A Worker for a script of this remote, wherever the remote is served from. Browsers start a worker
 * only from the page's own origin: a remote served from another origin (a CDN, remotes.json) starts
 * it from a blob: bootstrap of the page's origin that loads the script with importScripts (the CSP's
 * worker-src allows blob:). rspack treats `new OriginWorker(new URL(..., import.meta.url))` as it treats
 * `new Worker(...)` (rspack.config.base.ts: parser.javascript.worker), so the script is bundled as a
 * worker and its URL is the built file's.
 */
export const OriginWorker = function OriginWorker(url: URL | string, options?: WorkerOptions): Worker {
  const script = new URL(url, location.href);
  if (script.origin === location.origin) return new Worker(script, options);
  const bootstrap = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' }),
  );
  return new Worker(bootstrap, options);
} as unknown as new (url: URL | string, options?: WorkerOptions) => Worker;
