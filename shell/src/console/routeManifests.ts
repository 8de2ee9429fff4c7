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

/** A remote's route manifest, read from next to its mf-manifest.json. */
export async function fetchRouteManifest(manifestUrl: string): Promise<RouteManifest> {
  const response = await fetch(besideManifest(manifestUrl, ROUTE_MANIFEST_FILE), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${ROUTE_MANIFEST_FILE} answered ${response.status}`);
  const manifest: unknown = await response.json();
  if (!isRouteManifest(manifest)) throw new Error(`${ROUTE_MANIFEST_FILE} is not a route manifest`);
  return manifest;
}
