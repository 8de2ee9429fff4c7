import { ROUTE_MANIFEST_FILE, type RouteManifest } from '@console/platform';
import { besideManifest } from '../remotes/manifestUrls';

function isRouteManifest(value: unknown): value is RouteManifest {
  const manifest = value as RouteManifest;
  return (
    typeof manifest?.section === 'string' &&
    Array.isArray(manifest.groups) &&
    Array.isArray(manifest.routes) &&
    (manifest.routes as ReadonlyArray<Partial<RouteManifest['routes'][number]> | null>).every(
      (route) => typeof route?.path === 'string' && typeof route.access?.kind === 'string',
    )
  );
}

/**
 * How long a route manifest (a small file) may take: one that never answers fails then, so its section
 * shows "could not be loaded" with Retry (or runs its main version) instead of a wheel forever.
 */
export const MANIFEST_WAIT_MS = 15_000;

/** A remote's route manifest, read from next to its mf-manifest.json. */
export async function fetchRouteManifest(manifestUrl: string): Promise<RouteManifest> {
  const waited = new AbortController();
  const timer = setTimeout(
    () => waited.abort(new Error(`${ROUTE_MANIFEST_FILE} did not answer within ${MANIFEST_WAIT_MS / 1000} s`)),
    MANIFEST_WAIT_MS,
  );
  try {
    const response = await fetch(besideManifest(manifestUrl, ROUTE_MANIFEST_FILE), {
      cache: 'no-cache',
      signal: waited.signal,
    });
    if (!response.ok) throw new Error(`${ROUTE_MANIFEST_FILE} answered ${response.status}`);
    const manifest: unknown = await response.json();
    if (!isRouteManifest(manifest)) throw new Error(`${ROUTE_MANIFEST_FILE} is not a route manifest`);
    return manifest;
  } catch (error) {
    throw waited.signal.aborted ? waited.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}
