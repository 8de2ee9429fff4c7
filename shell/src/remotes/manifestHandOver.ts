import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The mf-manifest.json the platform check has just read, by URL, until the federation runtime asks for
 * it. Handing the runtime that copy saves a second request per section and makes the manifest the
 * runtime loads the very one whose platform range was checked (a deploy between the two reads could
 * otherwise slip a remote past the check).
 */
const justRead = new Map<string, string>();

/** remotes.json may name a manifest by path; the runtime asks for it by its absolute URL. */
const keyOf = (url: string) => new URL(url, window.location.href).href;

/** Reads a remote's manifest fresh (never from the HTTP cache) and keeps its text for the runtime. */
export async function readManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
  const text = await response.text();
  const manifest: unknown = JSON.parse(text);
  justRead.set(keyOf(url), text);
  return manifest;
}

/** The copy read for `url`, once: a later load (a retry after a failure) goes to the network again. */
export function takeManifest(url: string): Response | undefined {
  const key = keyOf(url);
  const text = justRead.get(key);
  if (text === undefined) return undefined;
  justRead.delete(key);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The runtime plugin: the runtime's manifest fetch takes the checked copy when there is one. */
export default function manifestHandOver(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-hand-over',
    fetch(url) {
      const copy = takeManifest(url);
      return copy && Promise.resolve(copy);
    },
  };
}
