import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * How a section failed, which decides what its card says and offers:
 * - `unavailable`: its files did not arrive (network, host down, a deploy in progress); Retry loads again.
 * - `needsNewerConsole`: it was built for a newer platform than this console provides; no Retry can help.
 * - `builtForOlderConsole`: it was built for an earlier major version of the platform, which this
 *   console no longer provides (a `^1` section on a 2.x console); no Retry can help.
 * - `crashed`: its code threw; Retry mounts it again.
 */
export type SectionFailure = 'unavailable' | 'needsNewerConsole' | 'builtForOlderConsole' | 'crashed';

/** The failures no retry can mend: the section and the console's platform do not match. */
export const isPlatformMismatch = (failure: SectionFailure) =>
  failure === 'needsNewerConsole' || failure === 'builtForOlderConsole';

/**
 * Which side is behind when `provided` does not satisfy `required`: the console, when it provides less
 * than the lowest version the range takes; else the section, built for a major the console moved past.
 */
export function mismatchOf(required: string, provided: string): 'needsNewerConsole' | 'builtForOlderConsole' {
  const lowest = /\d+(\.\d+){0,2}/.exec(required)?.[0];
  return lowest && satisfy(provided, `<${lowest}`) ? 'needsNewerConsole' : 'builtForOlderConsole';
}

/** A section built for a platform version this console does not provide, found before loading it. */
export class PlatformMismatchError extends Error {
  override name = 'PlatformMismatchError';
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`The ${remote} remote needs @console/platform ${required}; this console provides ${provided}`);
  }
}

/** A section whose files could not be fetched. */
export class SectionUnavailableError extends Error {
  override name = 'SectionUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * What the federation runtime and the bundler's chunk loader throw when a file does not arrive: the
 * manifest (RUNTIME-003), the remote entry or a script (RUNTIME-008, ChunkLoadError), the snapshot
 * (RUNTIME-007), or fetch itself. A strictVersion mismatch is a plain Error and is not one of them.
 */
const LOAD_FAILURE =
  /RUNTIME-00[378]|RUNTIME-011|ChunkLoadError|Loading (CSS )?chunk .* failed|Failed to fetch|NetworkError|Load failed/;

export function isLoadFailure(error: unknown): boolean {
  if (error instanceof SectionUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  return LOAD_FAILURE.test(`${error.name}: ${error.message}`);
}

/**
 * The runtime's own words for a strictVersion mismatch, should one get past checkPlatform: "Version
 * 2.0.0 from shell of shared singleton module @console/platform does not satisfy the requirement of
 * forex which needs ^1.1.0)".
 */
const VERSION_MISMATCH = /Version (\S+) from .* does not satisfy the requirement of .* needs ([^)\s]+)/;

export function failureOf(error: unknown): SectionFailure {
  if (error instanceof PlatformMismatchError) return mismatchOf(error.required, error.provided);
  const mismatch = error instanceof Error ? VERSION_MISMATCH.exec(error.message) : null;
  if (mismatch) return mismatchOf(mismatch[2], mismatch[1]);
  return isLoadFailure(error) ? 'unavailable' : 'crashed';
}
