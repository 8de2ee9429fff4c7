import { useEffect } from 'react';
import { STORAGE_KEYS, useAuth } from '@console/platform';

const SESSION_KEYS: readonly (string | null)[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.sessionExpires];

/**
 * Keeps the tabs of one browser on one session. Another tab's writes arrive as `storage` events: a
 * logout or expiry there (the keys removed) logs this tab out, and the later expiry its activity
 * earned moves this tab's countdown too.
 */
export function useCrossTabSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.storageArea !== localStorage || (event.key !== null && !SESSION_KEYS.includes(event.key))) return;
      useAuth.getState().restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
