import { providedPlatform, satisfiesPlatform } from './platformRange';

/** How long the API waits for a team's manifest, and how much of it it reads. */
const FETCH_TIMEOUT_MS = 10_000;
const MANIFEST_LIMIT = 1024 * 1024;

interface FederationManifest {
  name?: unknown;
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

async function fetchManifest(url: string): Promise<FederationManifest> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new Error(`the manifest at ${url} could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw new Error(`the manifest at ${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MANIFEST_LIMIT) throw new Error(`the manifest at ${url} is larger than 1 MB`);
  try {
    return JSON.parse(text) as FederationManifest;
  } catch {
    throw new Error(`the manifest at ${url} is not JSON`);
  }
}

/**
 * Why the console cannot run the build whose mf-manifest.json is at `url` as `section`, or null: the
 * manifest must arrive, be the section's own (its federation name), and ask for a platform range this
 * console's shell satisfies. Registering a version the shell would refuse would only send its people
 * to the fallback.
 */
export async function manifestProblem(url: string, section: string, appsDir: string): Promise<string | null> {
  let manifest: FederationManifest;
  try {
    manifest = await fetchManifest(url);
  } catch (error) {
    return (error as Error).message;
  }
  if (typeof manifest.name === 'string' && manifest.name !== section)
    return `the manifest is the build of "${manifest.name}", not of ${section}`;
  const required = manifest.shared?.find((share) => share.name === '@console/platform')?.requiredVersion;
  if (typeof required !== 'string') return 'the manifest names no @console/platform range: is it a build of a section?';
  const provided = providedPlatform(appsDir);
  if (!provided) return "this console's platform version is unknown (no shell/dist/platform.json is deployed)";
  const fits = satisfiesPlatform(provided, required);
  if (fits === 'unreadable') return `the @console/platform range "${required}" is not one this console reads`;
  if (!fits) return `the build needs @console/platform ${required}; this console provides ${provided}`;
  return null;
}
