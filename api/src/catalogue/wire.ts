import type { AreaDescriptor } from '@console/contract/areas';
import type { ProofTypeRow, SportRow, WhitelabelRow } from '../db/schema';

/*
 * Catalogue records as the wire shows them (turbo.md / forex.md §3), in one place: their own pages and
 * the proofs (which embed them as references and offer them as lookups) answer the same shapes.
 */

export const whitelabelWire = (row: WhitelabelRow, area: AreaDescriptor) => ({
  _id: row.id,
  [area.whitelabel.userField]: row.whitelabelUser,
  whatsapp_group: row.whatsappGroup,
  hexacode: row.hexacode,
  url: row.url,
  logo: row.logo,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const proofTypeWire = (row: ProofTypeRow) => ({
  _id: row.id,
  type: row.type,
  content: row.content,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const sportWire = (row: SportRow, area: AreaDescriptor) => ({
  _id: row.id,
  [area.sport.nameField]: row.name,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
