import { inTenMinutes } from '@console/platform/testing';

type SessionAwareFetch = typeof fetch & { answersSessionCalls?: true };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * For tests that render the layout: answers the session keeper's own calls (check-session polling,
 * update-session on activity) as a live server would, and hands every other call to the fetch that
 * was there before (a test's `fakeApi`). Installed once; a test's `restore()` of an earlier fake
 * removes it, and the next sign-in puts it back.
 */
export function answerSessionCalls(): void {
  const previous = globalThis.fetch as SessionAwareFetch;
  if (previous.answersSessionCalls) return;
  const withSession: SessionAwareFetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const currentTime = new Date().toISOString();
    if (path === '/api/admin/check-session') {
      const sessionExpires = localStorage.getItem('sessionExpires');
      return json({ valid: true, message: 'Session is valid', sessionExpires, currentTime });
    }
    if (path === '/api/admin/update-session') return json({ sessionExpires: inTenMinutes(), currentTime });
    return previous(request);
  };
  withSession.answersSessionCalls = true;
  globalThis.fetch = withSession;
}
