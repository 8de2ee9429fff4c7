import { useEffect } from 'react';
import { isNotificationSent, saveTimeLeft, setNotificationSent, useAuth } from '@console/platform';
import { showLoginTimeoutNotification } from './loginTimeoutNotification';
import { WARNING_SECONDS } from './sessionTiming';

/**
 * Follows the countdown: keeps timerTimeLeft in storage, sends the browser notification once at
 * 2 minutes left (once for all tabs: the sent flag is in storage), and ends the session at zero.
 */
export function useSessionExpiry(secondsLeft: number | null): void {
  const endSession = useAuth((state) => state.endSession);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft === 0) {
      endSession('Session expired');
      return;
    }
    saveTimeLeft(secondsLeft);
    if (secondsLeft <= WARNING_SECONDS && !isNotificationSent()) {
      setNotificationSent(true);
      showLoginTimeoutNotification();
    }
  }, [secondsLeft, endSession]);
}
