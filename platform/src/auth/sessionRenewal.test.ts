import { fakeApi, inTenMinutes, TEST_TOKEN } from '../../testing/fakeApi';
import { TimeoutError } from 'ky';
import { authApi } from './authApi';
import { followPageLeaving, LOST_CONTACT, useAuth } from './authStore';

const user = {
  _id: 'u1',
  username: 'asha',
  email: 'asha@example.com',
  role: 'user',
  section: ['Turbo'],
  permissions: [],
};

let server: ReturnType<typeof fakeApi> | undefined;
function serve(routes: Parameters<typeof fakeApi>[0]) {
  server = fakeApi(routes);
  return server;
}

/** A JWT-shaped token naming session `sid` (only the payload matters to the browser). */
const tokenFor = (sid: string, n = 0) => `h.${btoa(JSON.stringify({ sid, n })).replace(/=+$/, '')}.s${n}`;

function signIn(token = TEST_TOKEN, sessionExpires = inTenMinutes()) {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('sessionExpires', sessionExpires);
  useAuth.getState().restore();
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.useRealTimers();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('refreshSession (update-session on activity)', () => {
  it('takes the later expiry and the fresh token, in the store and in storage', async () => {
    const expires = inMinutes(10);
    const fresh = 'header.payload2.signature2';
    const { calls } = serve({
      'POST /api/admin/update-session': {
        body: { sessionExpires: expires, currentTime: new Date().toISOString(), token: fresh },
      },
    });
    signIn(TEST_TOKEN, inMinutes(1));

    await useAuth.getState().refreshSession();

    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([`Bearer ${TEST_TOKEN}`]);
    expect(useAuth.getState()).toMatchObject({ sessionExpires: expires, token: fresh });
    expect(localStorage.getItem('sessionExpires')).toBe(expires);
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it('retries a network failure 3 times, 1 s apart, then logs out with all storage cleared', async () => {
    jest.useFakeTimers();
    const { calls } = serve({ 'POST /api/admin/update-session': 'network-error' });
    localStorage.setItem('timerTimeLeft', '100');
    localStorage.setItem('notificationSent', 'true');
    const done = useAuth.getState().refreshSession();
    await jest.advanceTimersByTimeAsync(2999);
    expect(useAuth.getState().token).toBe(TEST_TOKEN);
    await jest.advanceTimersByTimeAsync(1);
    await done;

    expect(calls).toHaveLength(4);
    expect(calls.slice(1).map((call, i) => call.at - calls[i].at)).toEqual([1000, 1000, 1000]);
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, error: LOST_CONTACT });
    for (const key of ['token', 'user', 'sessionExpires', 'timerTimeLeft', 'notificationSent'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the session when a retry gets through', async () => {
    jest.useFakeTimers();
    const expires = inMinutes(10);
    serve({
      'POST /api/admin/update-session': [
        'network-error',
        'network-error',
        { body: { sessionExpires: expires, currentTime: new Date().toISOString() } },
      ],
    });
    const done = useAuth.getState().refreshSession();
    await jest.advanceTimersByTimeAsync(2000);
    await done;
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires });
  });

  it('logs out on a 401 with the server reason', async () => {
    serve({ 'POST /api/admin/update-session': { status: 401, body: { message: 'Session expired' } } });
    await useAuth.getState().refreshSession();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Session expired' });
  });

  it('keeps counting down on another server error (the session may still be alive)', async () => {
    const expires = localStorage.getItem('sessionExpires');
    serve({ 'POST /api/admin/update-session': { status: 500, body: { message: 'Internal server error' } } });
    await useAuth.getState().refreshSession();
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires, error: null });
  });

  it('keeps the session when the answer is slower than the client waits (a busy server, a slow link)', async () => {
    const expires = localStorage.getItem('sessionExpires');
    const slow = new TimeoutError(new Request('http://localhost/api/admin/update-session'));
    jest.spyOn(authApi, 'updateSession').mockRejectedValueOnce(slow);
    await useAuth.getState().refreshSession();
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires, error: null });
    jest.spyOn(authApi, 'checkSession').mockRejectedValueOnce(slow);
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires, error: null });
  });

  it('does not bring back a session logged out while the call was out', async () => {
    let answer!: () => void;
    serve({
      'POST /api/admin/update-session': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { sessionExpires: inMinutes(10), currentTime: new Date().toISOString() } });
        }),
      'POST /api/admin/logout': { body: { message: 'Logged out successfully' } },
    });
    const refreshing = useAuth.getState().refreshSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await useAuth.getState().logout();
    answer();
    await refreshing;
    expect(useAuth.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionExpires')).toBeNull();
  });

  it('keeps the later expiry when answers arrive out of order, across fresh tokens of one session', async () => {
    const later = inMinutes(10);
    const earlier = inMinutes(9);
    signIn(tokenFor('s1'), inMinutes(5));
    serve({
      'POST /api/admin/update-session': {
        body: { sessionExpires: later, currentTime: new Date().toISOString(), token: tokenFor('s1', 1) },
      },
    });
    await useAuth.getState().refreshSession();
    server!.restore();
    serve({
      'GET /api/admin/check-session': {
        body: { valid: true, sessionExpires: earlier, currentTime: new Date().toISOString(), token: tokenFor('s1', 2) },
      },
    });
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ sessionExpires: later, token: tokenFor('s1', 2) });
  });
});

describe('a page being left', () => {
  beforeAll(followPageLeaving);
  afterEach(() => window.dispatchEvent(new Event('pageshow')));

  it('does not end the session when its calls are cut short, nor when another page changes the storage', async () => {
    const expires = localStorage.getItem('sessionExpires');
    window.dispatchEvent(new Event('pagehide'));
    // What the browser does to the calls still out once the page is left.
    const cut = new TypeError('Failed to fetch');
    jest.spyOn(authApi, 'updateSession').mockRejectedValueOnce(cut);
    await useAuth.getState().refreshSession();
    jest.spyOn(authApi, 'checkSession').mockRejectedValueOnce(cut);
    await useAuth.getState().checkSession();
    useAuth.getState().endSession('Session expired');
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires, error: null });
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    // The next page renews the session in the storage: the page being left does not read it again.
    localStorage.setItem('token', tokenFor('next'));
    useAuth.getState().restore();
    expect(useAuth.getState().token).toBe(TEST_TOKEN);
  });

  it('ends it as before once shown again from the back/forward cache', async () => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    jest.spyOn(authApi, 'updateSession').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useAuth.getState().refreshSession();
    expect(useAuth.getState()).toMatchObject({ token: null, error: LOST_CONTACT });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('checkSession (polling)', () => {
  it('takes the expiry and the server clock from a valid answer', async () => {
    signIn(TEST_TOKEN, inMinutes(5));
    const expires = inMinutes(7);
    serve({
      'GET /api/admin/check-session': {
        body: {
          valid: true,
          message: 'Session is valid',
          sessionExpires: expires,
          currentTime: new Date(Date.now() + 30_000).toISOString(),
        },
      },
    });
    await useAuth.getState().checkSession();
    expect(useAuth.getState().sessionExpires).toBe(expires);
    expect(useAuth.getState().clockOffset).toBeGreaterThan(29_000);
  });

  it('logs out with the server message when the session is not valid', async () => {
    serve({
      'GET /api/admin/check-session': { status: 401, body: { valid: false, message: 'Invalid or missing token' } },
    });
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Invalid or missing token' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out on an answer that says valid: false even with 200', async () => {
    serve({ 'GET /api/admin/check-session': { body: { valid: false, message: 'Session expired' } } });
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Session expired' });
  });

  it('logs out when the check fails on the server', async () => {
    serve({ 'GET /api/admin/check-session': { status: 500, text: 'oops' } });
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Session expired' });
  });

  it.each([502, 504])(
    'keeps the session on a %i: a gateway in front says the server cannot answer now, not that the session ended',
    async (status) => {
      const expires = localStorage.getItem('sessionExpires');
      serve({ 'GET /api/admin/check-session': { status, text: 'Bad Gateway' } });
      await useAuth.getState().checkSession();
      expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, sessionExpires: expires, error: null });
    },
  );

  it('retries a network failure 3 times, 1 s apart, then logs out', async () => {
    jest.useFakeTimers();
    const { calls } = serve({ 'GET /api/admin/check-session': 'network-error' });
    const done = useAuth.getState().checkSession();
    await jest.advanceTimersByTimeAsync(3000);
    await done;
    expect(calls).toHaveLength(4);
    expect(useAuth.getState()).toMatchObject({ token: null, error: LOST_CONTACT });
  });

  it('does nothing when signed out', async () => {
    useAuth.getState().endSession('Session expired');
    const { calls } = serve({});
    await useAuth.getState().checkSession();
    await useAuth.getState().refreshSession();
    expect(calls).toEqual([]);
  });
});
