import type { RouteManifest } from '@console/platform';
import { TEST_MANIFESTS } from './testManifests';

/** A remote's routes.json: served, 'down' (503), or held until the promise settles (a late section). */
export type ServedManifests = Record<string, RouteManifest | 'down' | Promise<RouteManifest>>;

type ConsoleAwareFetch = typeof fetch & { withoutConsoleFiles?: typeof fetch };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * For tests that render the console: answers the person's assignment of section versions (one
 * version each, `1`) and serves each remote's routes.json as a deploy would (`manifests`, by remote name; a remote mapped to 'down' answers 503), and hands every other
 * call to the fetch that was there before. A later call replaces the files an earlier one served.
 */
export function answerConsoleFiles(manifests: ServedManifests = TEST_MANIFESTS): void {
  const current = globalThis.fetch as ConsoleAwareFetch;
  const previous = current.withoutConsoleFiles ?? current;
  const withConsoleFiles: ConsoleAwareFetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/sections/assignment' || path === '/api/sections/main') {
      const version = (name: string) => ({ id: '1', manifestUrl: `/remotes/${name}/mf-manifest.json` });
      return json({
        sections: Object.fromEntries(
          Object.keys(manifests).map((name) => [name, { ...version(name), main: version(name), override: false }]),
        ),
      });
    }
    const name = /^\/remotes\/([^/]+)\/routes\.json$/.exec(path)?.[1];
    if (name && name in manifests) {
      const manifest = await manifests[name];
      return manifest === 'down' ? new Response('down', { status: 503 }) : json(manifest);
    }
    return previous(request);
  };
  withConsoleFiles.withoutConsoleFiles = previous;
  globalThis.fetch = withConsoleFiles;
}
