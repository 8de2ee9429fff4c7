import { useEffect } from 'react';
import { setNotificationSent, useAuth } from '@console/platform';
import { SESSION_WARNING_ATTRIBUTE } from './SessionWarningModal';
import { ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS } from './sessionTiming';

/** Opening the warning moves the focus into it (a modal dialog takes the focus): the console's doing, not the person's. */
const isFocusIntoWarning = (event: Event) =>
  event.type === 'focus' &&
  event.target instanceof Element &&
  event.target.closest(`[${SESSION_WARNING_ATTRIBUTE}]`) !== null;

/**
 * Any sign of the person (mouse, click, focus, key, scroll, touch) extends the session on the server,
 * at most once a second. The new expiry hides the warning; the notification may be sent again later.
 */
export function useActivityRefresh(): void {
  useEffect(() => {
    let last = -Infinity;
    const onActivity = (event: Event) => {
      if (isFocusIntoWarning(event)) return;
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      setNotificationSent(false);
      void useAuth.getState().refreshSession();
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, []);
}
