import type { Rights } from '@console/contract/areas';
import type { Section } from '@console/contract/permissions';
import { requireAreaPermission } from '../auth/requireAreaPermission';

/**
 * The permission hooks of one catalogue resource, as the console checks them: lists need the listing
 * right, a single record listing or preview (the preview and detail screens), writes their own right;
 * always with the area's section.
 */
export function accessHooks(section: Section, rights: Rights) {
  return {
    list: { preValidation: requireAreaPermission(section, rights.listing) },
    read: { preValidation: requireAreaPermission(section, rights.listing, rights.preview) },
    create: { preValidation: requireAreaPermission(section, rights.create) },
    update: { preValidation: requireAreaPermission(section, rights.update) },
    delete: { preValidation: requireAreaPermission(section, rights.delete) },
  };
}

/** Path parameters are strings (no type coercion); an id that is no uuid is simply not found. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;

export interface IdParams {
  id: string;
}
