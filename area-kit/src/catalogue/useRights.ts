import { useCan } from '@console/platform';
import type { Rights } from '@console/contract/areas';

export type Can = Record<keyof Rights, boolean>;

/** Which of a resource's five rights the signed-in person holds (admin holds all). */
export function useRights(rights: Rights): Can {
  return {
    listing: useCan(rights.listing),
    create: useCan(rights.create),
    update: useCan(rights.update),
    delete: useCan(rights.delete),
    preview: useCan(rights.preview),
  };
}
