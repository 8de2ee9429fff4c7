/*
 * No lost update (README "No lost update"), one convention for every record of the API:
 * - every record's wire form carries `version`, a counter the API bumps with each write;
 * - an update or delete call names the version it was based on in the `If-Match` header, as a quoted
 *   tag: `If-Match: "3"` (JSON and multipart bodies alike, and deletes, which have none);
 * - a stale version is refused with 409 `{message, data}`, `data` being the record as it is now
 *   (in the same shape the resource answers it), and nothing is written;
 * - a call without `If-Match` (or with `If-Match: *`) writes as before: the last write wins. The
 *   console's own pages always send it.
 */

export const VERSION_HEADER = 'If-Match';

/** The If-Match value for a record's version. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version an If-Match value names: undefined when absent or `*` (any version), null when it is no
 * version tag of this API.
 */
export function readVersionTag(value: string | undefined): number | undefined | null {
  const text = value?.trim();
  if (!text || text === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(text);
  return match ? Number(match[1]) : null;
}

export const VERSION_CONFLICT_MESSAGE =
  'Someone else changed this record since you opened it. Nothing was saved; see what changed and save again.';

/** What every versioned record carries on the wire. */
export interface Versioned {
  version?: number;
}
