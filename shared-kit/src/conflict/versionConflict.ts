import { VERSION_CONFLICT_MESSAGE, VERSION_HEADER, versionTag } from '@console/contract/versions';

/**
 * The If-Match header naming the version a write is based on (README "No lost update"); none for a
 * record that has no version yet (0 or absent), which keeps the API's last-write-wins answer.
 */
export function ifMatch(version: number | undefined): Record<string, string> {
  return version ? { [VERSION_HEADER]: versionTag(version) } : {};
}

/** The version a record carries on the wire (absent from records made before versions). */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** A write refused because someone else changed the record meanwhile; `current` is the record now. */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
  constructor(
    readonly current: unknown,
    message: string = VERSION_CONFLICT_MESSAGE,
  ) {
    super(message);
  }
}

const responseOf = (error: unknown): Response | undefined =>
  typeof error === 'object' && error !== null ? (error as { response?: Response }).response : undefined;

/** A stale version's 409 as a VersionConflictError; any other failure as it was. */
export async function asVersionConflict(error: unknown): Promise<unknown> {
  const response = responseOf(error);
  if (response?.status !== 409) return error;
  try {
    const body = (await response.clone().json()) as { message?: unknown; data?: unknown };
    if (body.message === VERSION_CONFLICT_MESSAGE) return new VersionConflictError(body.data);
  } catch {
    // Not the API's JSON: not a version conflict.
  }
  return error;
}

/** Runs a write; a refusal for a stale version rejects with VersionConflictError. */
export async function versioned<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw await asVersionConflict(error);
  }
}
