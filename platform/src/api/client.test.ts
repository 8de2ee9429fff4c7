import { useAuth } from '../auth/authStore';
import { fakeApi, inTenMinutes, TEST_TOKEN } from '../../testing/fakeApi';
import { api, apiUrl, READ_RETRY } from './client';
import { errorMessage, problemOf } from './errorMessage';
import { useServiceStatus } from './serviceStatus';

const user = {
  _id: 'u2',
  username: 'ravi',
  email: 'ravi@example.com',
  role: 'user' as const,
  section: ['Turbo'],
  permissions: [],
};

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

function signIn() {
  localStorage.setItem('token', TEST_TOKEN);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('sessionExpires', inTenMinutes());
  useAuth.getState().restore();
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('the API client', () => {
  it('calls under /api with the bearer token of the session', async () => {
    server = fakeApi({ 'GET /api/note': { body: { data: [] } } });
    await expect(api.get('note').json()).resolves.toEqual({ data: [] });
    expect(server.calls[0].path).toBe('/api/note');
    expect(server.calls[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('ends the session on a 401 from any call but login', async () => {
    server = fakeApi({ 'GET /api/note': { status: 401, body: { message: 'Session expired' } } });
    await expect(api.get('note').json()).rejects.toThrow();
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, error: 'Session expired' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on a 401 from login (wrong password, not a dead session)', async () => {
    server = fakeApi({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await expect(api.post('admin/login', { json: {} })).rejects.toThrow();
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
  });
});

describe('a server answering 503 (its database restarting)', () => {
  const outage = {
    status: 503,
    body: { message: 'The console cannot reach its database; it is retrying.' },
    headers: { 'retry-after': '0' },
  };

  it('retries a read by itself after Retry-After, and the caller gets the answer that worked', async () => {
    server = fakeApi({ 'GET /api/note': [outage, outage, { body: { data: ['kept'] } }] });
    await expect(api.get('note').json()).resolves.toEqual({ data: ['kept'] });
    expect(server.calls).toHaveLength(3);
    expect(useServiceStatus.getState().unavailable).toBeNull();
  });

  it('gives up after a bounded number of tries, with the server words on the error and the banner up', async () => {
    server = fakeApi({ 'GET /api/note': outage });
    const error = await api.get('note').catch((e: unknown) => e);
    expect(server.calls).toHaveLength(1 + READ_RETRY.limit);
    expect(errorMessage(error)).toBe('The console cannot reach its database; it is retrying.');
    expect(useServiceStatus.getState().unavailable).toBe('The console cannot reach its database; it is retrying.');
  });

  it('never repeats a write, and never ends the session', async () => {
    server = fakeApi({ 'POST /api/note/add': outage, 'PUT /api/note/1': outage, 'GET /api/note': { body: {} } });
    await expect(api.post('note/add', { json: {} })).rejects.toThrow();
    await expect(api.put('note/1', { json: {} })).rejects.toThrow();
    expect(server.calls).toHaveLength(2);
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(useAuth.getState().token).toBe(TEST_TOKEN);
    // The next answer that works takes the banner down.
    await api.get('note');
    expect(useServiceStatus.getState().unavailable).toBeNull();
  });
});

describe('errorMessage', () => {
  it("returns the server's message when the answer has one", async () => {
    server = fakeApi({ 'DELETE /api/note/1': { status: 403, body: { message: 'Not allowed' } } });
    const error = await api.delete('note/1').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to delete note')).toBe('Not allowed');
  });

  it('returns the fallback when the server gives no message', async () => {
    server = fakeApi({ 'DELETE /api/note/1': { status: 500, text: '<html>oops</html>' } });
    const error = await api.delete('note/1').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to delete note')).toBe('Failed to delete note');
  });

  it('says An error occurred when the error is not text and no fallback is given', () => {
    expect(errorMessage({ weird: true })).toBe('An error occurred');
    expect(errorMessage(new Error('low-level detail'))).toBe('An error occurred');
    expect(errorMessage('Plain text error')).toBe('Plain text error');
  });
});

describe('problemOf', () => {
  it('keeps the field the server names, for the form to show the message beside it', async () => {
    server = fakeApi({
      'POST /api/admin/create': {
        status: 409,
        body: { message: 'A user with this username already exists', field: 'username' },
      },
    });
    const error = await api.post('admin/create', { json: {} }).catch((e: unknown) => e);
    expect(problemOf(error, 'Failed to create user')).toEqual({
      message: 'A user with this username already exists',
      field: 'username',
    });
  });

  it('has no field when the server names none, and the fallback when it says nothing', async () => {
    server = fakeApi({
      'POST /api/admin/create': {
        status: 403,
        body: { message: 'Subadmin can only assign sections they are authorized for' },
      },
      'PUT /api/admin/u1': { status: 502, text: 'Bad gateway' },
    });
    const refused = await api.post('admin/create', { json: {} }).catch((e: unknown) => e);
    expect(problemOf(refused)).toEqual({ message: 'Subadmin can only assign sections they are authorized for' });
    const failed = await api.put('admin/u1', { json: {}, retry: 0 }).catch((e: unknown) => e);
    expect(problemOf(failed, 'Failed to update user')).toEqual({ message: 'Failed to update user' });
  });
});

describe('apiUrl', () => {
  it("is the browser address of a path under the client's base, however the path begins", () => {
    expect(apiUrl('uploads/turbo/a.png')).toBe('/api/uploads/turbo/a.png');
    expect(apiUrl('/uploads/turbo/a.png')).toBe('/api/uploads/turbo/a.png');
  });
});
