import type { FastifyRequest } from 'fastify';
import { readVersionTag, VERSION_CONFLICT_MESSAGE } from '@console/contract/wire';
import { badRequest, Refusal } from './refusal';

/** A write based on a version other than the stored one: 409 with the record as it is now. */
export class VersionConflict extends Refusal {
  constructor(readonly data: unknown) {
    super(409, VERSION_CONFLICT_MESSAGE);
  }
}

/** The version the request's If-Match names (@console/contract/wire versions.ts); undefined: none. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const version = readVersionTag(request.headers['if-match']);
  if (version === null) throw badRequest('If-Match must name a record version, such as "3"');
  return version;
}

/**
 * Refuses the write when the request names another version than `current` holds (read in the write's
 * transaction, locked). The write itself still says `WHERE version = current.version`, so the check
 * and the bump cannot drift apart.
 */
export function checkVersion(request: FastifyRequest, current: { version: number }, wire: () => unknown): void {
  const expected = expectedVersion(request);
  if (expected !== undefined && expected !== current.version) throw new VersionConflict(wire());
}
