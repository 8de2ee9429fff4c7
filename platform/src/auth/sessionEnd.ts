/**
 * The end of a session (logout, expiry, a refused or lost session, a logout in another tab), told to
 * whoever asked. The platform names nobody's data: each section subscribes once and forgets what it
 * holds (its stores, its workers, its own storage), so the next person in this page load starts clean.
 */
export type SessionEndListener = () => void;

const listeners = new Set<SessionEndListener>();

/** Calls `listener` at every session end from now on; the answer stops that. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener, in the order they subscribed; one that throws stops neither the others nor the logout. */
export function announceSessionEnd(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('A session-end listener failed:', error);
    }
  }
}
