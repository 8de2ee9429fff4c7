import { useSessionCountdown } from '@console/platform';
import { NotificationsBlockedBanner } from './NotificationsBlockedBanner';
import { SessionWarningModal } from './SessionWarningModal';
import { isWarningTime } from './sessionTiming';
import { useActivityRefresh } from './useActivityRefresh';
import { useCrossTabSync } from './useCrossTabSync';
import { useNotificationPermission } from './useNotificationPermission';
import { useSessionExpiry } from './useSessionExpiry';
import { useSessionPolling } from './useSessionPolling';

/**
 * Keeps the session of a signed-in person: activity extends it, polling checks it, the tabs agree
 * on it, the warning and the notification come 2 minutes before it ends, and at zero it ends.
 * Mounted by the layout, so it runs only while someone is signed in.
 */
export function SessionKeeper() {
  const secondsLeft = useSessionCountdown();
  useSessionExpiry(secondsLeft);
  useActivityRefresh();
  useSessionPolling();
  useCrossTabSync();
  const permission = useNotificationPermission();

  return (
    <>
      {permission === 'denied' && <NotificationsBlockedBanner />}
      {isWarningTime(secondsLeft) && <SessionWarningModal secondsLeft={secondsLeft} />}
    </>
  );
}
