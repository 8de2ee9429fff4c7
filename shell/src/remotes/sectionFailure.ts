/**
 * How a section failed, which decides what its card says and offers:
 * - `unavailable`: its files did not arrive (network, host down, a deploy in progress); Retry loads again.
 * - `outdated`: it was built for a newer platform than this console provides; no Retry can help.
 * - `crashed`: its code threw; Retry mounts it again.
 */
export type SectionFailure = 'unavailable' | 'outdated' | 'crashed';

/** A section built for a platform version this console does not provide, found before loading it. */
export class NeedsNewerConsoleError extends Error {
  override name = 'NeedsNewerConsoleError';
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

/** The runtime's own words for a strictVersion mismatch, should one get past checkPlatform. */
const VERSION_MISMATCH = /does not satisfy the requirement/;

export function failureOf(error: unknown): SectionFailure {
  if (error instanceof NeedsNewerConsoleError) return 'outdated';
  if (error instanceof Error && VERSION_MISMATCH.test(error.message)) return 'outdated';
  return isLoadFailure(error) ? 'unavailable' : 'crashed';
}
