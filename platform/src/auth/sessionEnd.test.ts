import { fakeApi, inTenMinutes, TEST_TOKEN } from '../../testing/fakeApi';
import { api } from '../api/client';
import { useAuth } from './authStore';
import { announceSessionEnd, onSessionEnd } from './sessionEnd';

const admin = {
  _id: 'u1',
  username: 'asha',
  email: 'asha@example.com',
  role: 'admin',
  section: ['Turbo'],
  permissions: [],
};

let server: ReturnType<typeof fakeApi> | undefined;
let stopListening: (() => void) | undefined;

/** Every announcement, with whether the session was already gone when it came. */
function listen() {
  const heard: { tokenWhenHeard: string | null }[] = [];
  stopListening = onSessionEnd(() => heard.push({ tokenWhenHeard: useAuth.getState().token }));
  return heard;
}

async function signIn() {
  server = fakeApi({
    'POST /api/admin/login': {
      body: {
        user: { ...admin, sessionExpires: inTenMinutes() },
        token: TEST_TOKEN,
        currentTime: new Date().toISOString(),
      },
    },
  });
  await useAuth.getState().login('asha', 'secret');
  server.restore();
}

beforeEach(() => {
  localStorage.clear();
  useAuth.getState().restore();
});
afterEach(() => {
  stopListening?.();
  server?.restore();
  server = undefined;
});

describe('onSessionEnd', () => {
  it('calls each listener at every announcement until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onSessionEnd(first);
    const stopSecond = onSessionEnd(second);
    announceSessionEnd();
    stopFirst();
    announceSessionEnd();
    stopSecond();
    announceSessionEnd();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a listener that throws stops neither the others nor the announcement', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    const stopFailing = onSessionEnd(() => {
      throw new Error('section broke');
    });
    const stopAfter = onSessionEnd(after);
    expect(() => announceSessionEnd()).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    stopFailing();
    stopAfter();
    error.mockRestore();
  });
});

describe('the session store announces the end of a session', () => {
  it('on logout, once the session is gone here, even when the server call fails', async () => {
    await signIn();
    const heard = listen();
    server = fakeApi({ 'POST /api/admin/logout': { status: 500, body: { message: 'Database down' } } });
    await useAuth.getState().logout();
    expect(heard).toEqual([{ tokenWhenHeard: null }]);
  });

  it('on expiry or a refused session (endSession)', async () => {
    await signIn();
    const heard = listen();
    useAuth.getState().endSession('Session expired');
    expect(heard).toEqual([{ tokenWhenHeard: null }]);
  });

  it('when the server answers a call with 401', async () => {
    await signIn();
    const heard = listen();
    server = fakeApi({ 'GET /api/notes': { status: 401, body: { message: 'Session expired' } } });
    await expect(api.get('notes').json()).rejects.toThrow();
    expect(heard).toEqual([{ tokenWhenHeard: null }]);
  });

  it('when another tab logged out (the stored session is gone)', async () => {
    await signIn();
    const heard = listen();
    localStorage.clear();
    useAuth.getState().restore();
    expect(heard).toEqual([{ tokenWhenHeard: null }]);
  });

  it('not when the session is read again unchanged, nor without a session, nor for a failed login', async () => {
    await signIn();
    const heard = listen();
    useAuth.getState().restore();
    expect(heard).toEqual([]);

    localStorage.clear();
    useAuth.getState().restore();
    heard.length = 0;
    useAuth.getState().restore();
    server = fakeApi({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await useAuth.getState().login('asha', 'wrong');
    expect(heard).toEqual([]);
  });
});
