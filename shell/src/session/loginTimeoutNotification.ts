import { WARNING_SECONDS } from './sessionTiming';

export const NOTIFICATION_TITLE = 'Login Timeout Warning';
export const NOTIFICATION_BODY = `Your login expires in ${WARNING_SECONDS} seconds. Move the mouse, click or press a key to stay logged in.`;

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The browser notification of the coming expiry, when the person allowed notifications. */
export function showLoginTimeoutNotification(): void {
  if (notificationPermission() !== 'granted') return;
  try {
    // The tag makes a second tab's notification replace the first instead of stacking.
    new Notification(NOTIFICATION_TITLE, { body: NOTIFICATION_BODY, tag: 'login-timeout' });
  } catch {
    // Some mobile browsers only allow notifications from a service worker; the modal still shows.
  }
}
