import { useEffect, useState } from 'react';
import { notificationPermission, type NotificationPermissionState } from './loginTimeoutNotification';

const GESTURES = ['click', 'keydown'] as const;

/**
 * The browser's notification permission, kept current. While it is undecided, the person's first
 * click or key press asks for it (browsers only show the prompt after a gesture).
 */
export function useNotificationPermission(): NotificationPermissionState {
  const [permission, setPermission] = useState(notificationPermission);

  useEffect(() => {
    if (permission === 'unsupported') return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(notificationPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        status.addEventListener('change', update);
      })
      .catch(() => undefined);

    const ask = () => {
      for (const type of GESTURES) window.removeEventListener(type, ask, true);
      if (Notification.permission === 'default') void Notification.requestPermission().then(update, update);
    };
    if (Notification.permission === 'default') for (const type of GESTURES) window.addEventListener(type, ask, true);

    return () => {
      status?.removeEventListener('change', update);
      for (const type of GESTURES) window.removeEventListener(type, ask, true);
    };
  }, [permission]);

  return permission;
}
