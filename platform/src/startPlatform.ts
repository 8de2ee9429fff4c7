import { connectSession } from './api/client';
import { followPageLeaving, useAuth } from './auth/authStore';

let started = false;

/**
 * Starts the one platform instance, once, when the host boots (the shell, or a section's standalone
 * host): the API client sends the session's token and ends the session on a 401, the page's leaving
 * is followed (a page being left ends no session), and the stored session is read. Importing the
 * platform does none of this: a section's build, a test or the bundler's tree-shaking never depends
 * on which module happened to load first.
 */
export function startPlatform(): void {
  if (started) return;
  started = true;
  connectSession({
    token: () => useAuth.getState().token,
    onUnauthorized: (reason) => {
      if (useAuth.getState().token) useAuth.getState().endSession(reason ?? 'Session expired');
    },
  });
  followPageLeaving();
  useAuth.getState().restore();
}
