import type { AreaDescriptor } from '@console/contract/areas';
import type { ProofTypeRecord, SportRecord, StoredRecord, WhitelabelRecord } from '@console/contract/wire';
import type { ProofTypeRow, SportRow, WhitelabelRow } from '../db/schema';

/*
 * Catalogue records as the wire shows them (turbo.md / forex.md §3), in one place: their own pages and
 * the proofs (which embed them as references and offer them as lookups) answer the same shapes, which
 * `@console/contract/wire` declares for the apps.
 */

/** `_id` and the times as ISO text, as JSON writes them. */
export const stored = (row: { id: string; createdAt: Date; updatedAt: Date; version: number }): StoredRecord => ({
  _id: row.id,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const whitelabelWire = (row: WhitelabelRow, area: AreaDescriptor): WhitelabelRecord =>
  ({
    ...stored(row),
    [area.whitelabel.userField]: row.whitelabelUser,
    whatsapp_group: row.whatsappGroup,
    hexacode: row.hexacode,
    url: row.url,
    logo: row.logo,
    // The area's field name is only known as a string here, which TypeScript widens to every key.
  }) as WhitelabelRecord;

export const proofTypeWire = (row: ProofTypeRow): ProofTypeRecord => ({
  ...stored(row),
  type: row.type,
  content: row.content,
});

export const sportWire = (row: SportRow, area: AreaDescriptor): SportRecord =>
  ({
    ...stored(row),
    [area.sport.nameField]: row.name,
  }) as SportRecord;
