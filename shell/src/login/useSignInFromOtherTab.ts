import { useEffect } from 'react';
import { restoreSession, STORAGE_KEYS, useAuth } from '@console/platform';

/**
 * On the login pages: when someone logs in in another tab of this browser, this tab takes the session
 * too (and the login page then moves on to the dashboard). The other tab writes its keys one by one,
 * so this waits until the stored session is whole; a half-written one is not an error here.
 */
export function useSignInFromOtherTab(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.storageArea !== localStorage ||
        event.key === null ||
        !Object.values<string>(STORAGE_KEYS).includes(event.key)
      )
        return;
      if (!useAuth.getState().user && restoreSession().kind === 'restored') useAuth.getState().restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
