/** The session's constants (foundation §9). */

/** The warning modal, and the browser notification, come 2 minutes before expiry. */
export const WARNING_SECONDS = 120;

/** check-session polling. */
export const POLL_MS = 15_000;

/** Activity refreshes the session at most this often. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** What counts as the person being there. `focus` and `scroll` do not bubble: they are caught on the way down. */
export const ACTIVITY_EVENTS = ['mousemove', 'click', 'focus', 'keydown', 'scroll', 'touchstart'] as const;

export const isWarningTime = (secondsLeft: number | null): secondsLeft is number =>
  secondsLeft !== null && secondsLeft > 0 && secondsLeft <= WARNING_SECONDS;
