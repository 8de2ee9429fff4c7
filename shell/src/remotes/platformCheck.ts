import { satisfy } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION } from '@console/platform';
import { readManifest } from './manifestHandOver';
import { PlatformMismatchError, SectionUnavailableError } from './sectionFailure';

interface FederationManifest {
  shared?: { name?: string; requiredVersion?: string }[];
}

/**
 * Reads the platform range a remote was built for from its mf-manifest.json and refuses, before any
 * of its code loads, a remote this console's platform does not satisfy. Loading it would fail inside
 * the federation runtime with a plain error that looks like a network failure (and would be retried).
 */
export async function checkPlatform(remote: string, manifestUrl: string, provided = PLATFORM_VERSION): Promise<void> {
  let manifest: FederationManifest;
  try {
    manifest = (await readManifest(manifestUrl)) as FederationManifest;
  } catch (error) {
    throw new SectionUnavailableError(`The ${remote} remote's manifest could not be read`, { cause: error });
  }
  const required = manifest.shared?.find((share) => share.name === '@console/platform')?.requiredVersion;
  if (required && !satisfy(provided, required)) throw new PlatformMismatchError(remote, required, provided);
}
