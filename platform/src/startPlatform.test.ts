import { fakeApi, inTenMinutes, TEST_TOKEN } from '../testing/fakeApi';

type Platform = typeof import('./index');

const admin = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'admin', section: [], permissions: [] };

/** A fresh copy of the platform, as a page load gets it. */
function importPlatform(): Platform {
  let platform: Platform | undefined;
  jest.isolateModules(() => {
    platform = require('./index') as Platform;
  });
  return platform!;
}

function storeSession() {
  localStorage.setItem('token', TEST_TOKEN);
  localStorage.setItem('user', JSON.stringify(admin));
  localStorage.setItem('sessionExpires', inTenMinutes());
}

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.restoreAllMocks();
});

describe('importing the platform', () => {
  it('reads no storage, adds no listener, starts no timer and asks the server nothing', () => {
    storeSession();
    const storage = [
      jest.spyOn(Storage.prototype, 'getItem'),
      jest.spyOn(Storage.prototype, 'setItem'),
      jest.spyOn(Storage.prototype, 'removeItem'),
    ];
    const listeners = jest.spyOn(window, 'addEventListener');
    const timers = [jest.spyOn(globalThis, 'setTimeout'), jest.spyOn(globalThis, 'setInterval')];
    const fetch = jest.spyOn(globalThis, 'fetch');

    const { useAuth } = importPlatform();

    for (const spy of [...storage, listeners, ...timers, fetch]) expect(spy).not.toHaveBeenCalled();
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, error: null });
  });

  it('connects the API client to no session: a 401 ends nothing until the platform is started', async () => {
    server = fakeApi({ 'GET /api/anything': { status: 401, body: { message: 'Session expired' } } });
    const { api, useAuth } = importPlatform();
    useAuth.setState({ token: TEST_TOKEN });
    await expect(api.get('anything').json()).rejects.toThrow();
    expect(server.calls[0].headers.get('Authorization')).toBeNull();
    expect(useAuth.getState().token).toBe(TEST_TOKEN);
  });
});

describe('starting the platform', () => {
  it('restores the stored session', () => {
    storeSession();
    const { startPlatform, useAuth } = importPlatform();
    startPlatform();
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, user: { username: 'asha' } });
  });

  it('refuses a stored session that expired, and forgets it', () => {
    storeSession();
    localStorage.setItem('sessionExpires', new Date(Date.now() - 1000).toISOString());
    const { startPlatform, useAuth } = importPlatform();
    startPlatform();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Session expired' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("sends the session's token and ends the session on a 401, with the server's reason", async () => {
    storeSession();
    server = fakeApi({ 'GET /api/anything': { status: 401, body: { message: 'Your session was ended' } } });
    const { api, startPlatform, useAuth } = importPlatform();
    startPlatform();
    await expect(api.get('anything').json()).rejects.toThrow();
    expect(server.calls[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Your session was ended' });
  });

  it('happens once: a second start reads nothing again', () => {
    const { startPlatform, useAuth } = importPlatform();
    startPlatform();
    useAuth.setState({ error: 'kept' });
    const read = jest.spyOn(Storage.prototype, 'getItem');
    startPlatform();
    expect(read).not.toHaveBeenCalled();
    expect(useAuth.getState().error).toBe('kept');
  });
});
