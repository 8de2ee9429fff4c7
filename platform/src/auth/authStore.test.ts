import { fakeApi, inTenMinutes, TEST_TOKEN } from '../../testing/fakeApi';
import { useAuth } from './authStore';

const admin = {
  _id: 'u1',
  username: 'asha',
  email: 'asha@example.com',
  role: 'admin',
  section: ['Turbo', 'Forex'],
  permissions: [],
};

let server: ReturnType<typeof fakeApi> | undefined;
function serve(routes: Parameters<typeof fakeApi>[0]) {
  server = fakeApi(routes);
  return server;
}

beforeEach(() => {
  localStorage.clear();
  useAuth.getState().restore();
});
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.useRealTimers();
});

const loginOk = (sessionExpires = inTenMinutes()) => ({
  body: { user: { ...admin, sessionExpires }, token: TEST_TOKEN, currentTime: new Date().toISOString() },
});

describe('login', () => {
  it('sends an identifier without @ as username and stores token, user and expiry', async () => {
    const expires = inTenMinutes();
    const { calls } = serve({ 'POST /api/admin/login': loginOk(expires) });

    await expect(useAuth.getState().login('asha', 'secret')).resolves.toBe(true);

    expect(calls[0].body).toEqual({ username: 'asha', password: 'secret' });
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ username: 'asha', role: 'admin' });
    expect(localStorage.getItem('sessionExpires')).toBe(expires);
    expect(useAuth.getState()).toMatchObject({
      token: TEST_TOKEN,
      sessionExpires: expires,
      error: null,
      message: 'Login successful',
    });
  });

  it("keeps how far the browser's clock is from the server's", async () => {
    serve({
      'POST /api/admin/login': {
        body: { user: admin, token: TEST_TOKEN, currentTime: new Date(Date.now() + 60_000).toISOString() },
      },
    });
    await useAuth.getState().login('asha', 'secret');
    expect(useAuth.getState().clockOffset).toBeGreaterThan(59_000);
    expect(useAuth.getState().clockOffset).toBeLessThan(61_000);
  });

  it('sends an identifier with @ as email', async () => {
    const { calls } = serve({ 'POST /api/admin/login': loginOk() });
    await useAuth.getState().login(' asha@example.com ', 'secret');
    expect(calls[0].body).toEqual({ email: 'asha@example.com', password: 'secret' });
  });

  it('shows the server message on failure and stores nothing', async () => {
    serve({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await expect(useAuth.getState().login('asha', 'wrong')).resolves.toBe(false);
    expect(useAuth.getState()).toMatchObject({ error: 'Invalid credentials', token: null, user: null, loading: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the login message when the server gives none', async () => {
    serve({ 'POST /api/admin/login': { status: 500, text: 'Internal Server Error' } });
    await useAuth.getState().login('asha', 'secret');
    expect(useAuth.getState().error).toBe('Login failed. Please try again.');
  });

  it('refuses a token that is not three dot-separated parts', async () => {
    serve({ 'POST /api/admin/login': { body: { user: admin, token: 'only.two' } } });
    await expect(useAuth.getState().login('asha', 'secret')).resolves.toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('retries a network failure up to 3 times, 1 s apart', async () => {
    jest.useFakeTimers();
    const { calls } = serve({
      'POST /api/admin/login': ['network-error', 'network-error', 'network-error', loginOk()],
    });
    const done = useAuth.getState().login('asha', 'secret');
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(true);
    expect(calls).toHaveLength(4);
    expect(calls.slice(1).map((call, i) => call.at - calls[i].at)).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 3 retries of a network failure', async () => {
    jest.useFakeTimers();
    const { calls } = serve({ 'POST /api/admin/login': 'network-error' });
    const done = useAuth.getState().login('asha', 'secret');
    await jest.advanceTimersByTimeAsync(5000);
    await expect(done).resolves.toBe(false);
    expect(calls).toHaveLength(4);
    expect(useAuth.getState().error).toBe('Login failed. Please try again.');
  });

  it('never retries an HTTP answer', async () => {
    const { calls } = serve({ 'POST /api/admin/login': { status: 400, body: { message: 'Bad input' } } });
    await useAuth.getState().login('asha', 'secret');
    expect(calls).toHaveLength(1);
  });
});

describe('logout', () => {
  async function signIn() {
    serve({ 'POST /api/admin/login': loginOk() });
    await useAuth.getState().login('asha', 'secret');
    server!.restore();
    localStorage.setItem('timerTimeLeft', '42');
    localStorage.setItem('hardRefreshAcknowledged', 'true');
  }

  it('tells the server with the bearer token and clears the session', async () => {
    await signIn();
    const { calls } = serve({ 'POST /api/admin/logout': { body: { message: 'Logged out successfully' } } });
    await useAuth.getState().logout();
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, sessionExpires: null });
    for (const key of ['token', 'user', 'sessionExpires', 'timerTimeLeft'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('hardRefreshAcknowledged')).toBe('true');
  });

  it('clears the session even when the server call fails', async () => {
    await signIn();
    serve({ 'POST /api/admin/logout': { status: 500, body: { message: 'Database down' } } });
    await useAuth.getState().logout();
    expect(useAuth.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('restore', () => {
  it('restores a stored session', () => {
    const expires = inTenMinutes();
    localStorage.setItem('token', TEST_TOKEN);
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('sessionExpires', expires);
    useAuth.getState().restore();
    expect(useAuth.getState()).toMatchObject({ token: TEST_TOKEN, user: admin, sessionExpires: expires, error: null });
  });

  it('refuses a token with two parts', () => {
    localStorage.setItem('token', 'only.two');
    localStorage.setItem('user', JSON.stringify(admin));
    useAuth.getState().restore();
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, error: 'Invalid or missing token' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reports Session expired for an expiry in the past', () => {
    localStorage.setItem('token', TEST_TOKEN);
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('sessionExpires', new Date(Date.now() - 1000).toISOString());
    useAuth.getState().restore();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Session expired' });
    expect(localStorage.getItem('sessionExpires')).toBeNull();
  });

  it('reports a user that cannot be read', () => {
    localStorage.setItem('token', TEST_TOKEN);
    localStorage.setItem('user', '{not json');
    useAuth.getState().restore();
    expect(useAuth.getState()).toMatchObject({ token: null, error: 'Failed to restore auth' });
  });

  it('starts signed out, with no error, when nothing is stored', () => {
    useAuth.getState().restore();
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, error: null });
  });
});
