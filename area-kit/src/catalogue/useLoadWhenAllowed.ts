import { useEffect } from 'react';

/** Fetches the list on arrival, and only for a person with the listing right (spec §6). */
export function useLoadWhenAllowed(canList: boolean, load: () => Promise<void>): void {
  useEffect(() => {
    if (canList) void load();
  }, [canList, load]);
}
