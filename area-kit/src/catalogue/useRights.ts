import { useMemo } from 'react';
import { useAuth } from '@console/platform';
import { hasPermission, type Permission } from '@console/contract/permissions';
import type { Rights } from '@console/contract/areas';

/** For each of a resource's rights, whether the signed-in person holds it. */
export type CanOf<R> = { [K in keyof R]: boolean };

export type Can = CanOf<Rights>;

/**
 * Which of a resource's rights the signed-in person holds (admin holds all): the catalogue's five, a
 * proof's six, a report's seven. One object while the person and the rights stay the same, so a
 * memoised table does not render again for nothing.
 */
export function useRights<R extends Rights>(rights: R): CanOf<R> {
  const user = useAuth((state) => state.user);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(rights).map(([right, permission]) => [right, hasPermission(user, permission as Permission)]),
      ) as CanOf<R>,
    [user, rights],
  );
}
