import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { attendance, auditEntries, sessions, users } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.bearer(token) : {} });
const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {} });

/** The session id a token names, read without trusting it. */
function sessionOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}

async function setSession(token: string, values: Partial<typeof sessions.$inferInsert>) {
  await t.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.id, sessionOf(token)));
}

describe('POST /api/admin/login', () => {
  it('logs in by username and answers the user, the time and a three-part token', async () => {
    const before = Date.now();
    const response = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toEqual({
      _id: expect.any(String),
      username: 'admin',
      email: 'admin@example.com',
      role: 'admin',
      section: ['Turbo', 'Forex'],
      permissions: expect.arrayContaining(['report_delete', 'forexReport_export']),
      sessionExpires: expect.any(String),
      version: 1,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');
    const expires = Date.parse(body.user.sessionExpires) - Date.parse(body.currentTime);
    expect(expires).toBe(10 * 60_000);
    expect(Date.parse(body.currentTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('logs in by e-mail, ignoring its case', async () => {
    const response = await login({ email: 'Admin@Example.COM', password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('admin');
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const unknown = await login({ username: 'nobody', password: TEST_ADMIN.password });
    const wrong = await login({ username: 'admin', password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'x' });
    for (const response of [unknown, wrong, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('stores the session, attendance record and audit entry its answer speaks of, in one statement', async () => {
    const { user, password } = await t.createUser({ section: ['Turbo', 'Forex'] });
    const response = await login({ username: user.username, password });
    expect(response.statusCode).toBe(200);
    const { token, user: answered, currentTime } = response.json();
    const id = sessionOf(token);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(session).toMatchObject({ userId: user._id, revokedAt: null, createdAt: new Date(currentTime) });
    expect(session.expiresAt.toISOString()).toBe(answered.sessionExpires);
    const [record] = await t.db.select().from(attendance).where(eq(attendance.sessionId, id));
    expect(record).toMatchObject({ userId: user._id, loginTime: new Date(currentTime), logoutTime: null });
    const [entry] = await t.db
      .select({
        resource: auditEntries.resource,
        action: auditEntries.action,
        recordId: auditEntries.recordId,
        actorId: auditEntries.actorId,
        actorUsername: auditEntries.actorUsername,
        area: auditEntries.area,
        sections: auditEntries.sections,
        adminOnly: auditEntries.adminOnly,
        changes: auditEntries.changes,
        detailIsNull: sql<boolean>`${auditEntries.detail} IS NULL`,
      })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, user._id), eq(auditEntries.action, 'login')));
    expect(entry).toEqual({
      resource: 'session',
      action: 'login',
      recordId: user._id,
      actorId: user._id,
      actorUsername: user.username,
      area: null,
      sections: ['Turbo', 'Forex'],
      adminOnly: false,
      changes: {},
      detailIsNull: true,
    });
  });

  it('hashes a password stored with older settings again on a right login, and only then', async () => {
    const { user, password } = await t.createUser();
    const storedHash = async () =>
      (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user._id)))[0].hash;
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    // As the library's default (OWASP's 19 MiB × 2) stored it before.
    const older = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: older }).where(eq(users.id, user._id));
    expect((await login({ username: user.username, password: 'not the password' })).statusCode).toBe(401);
    expect(await storedHash()).toBe(older);
    const [{ version, updatedAt }] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect((await login({ username: user.username, password })).statusCode).toBe(200);
    const rehashed = await storedHash();
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    // Not a change of the account: an open edit of the user is not refused for it.
    const [after] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect({ version: after.version, updatedAt: after.updatedAt }).toEqual({ version, updatedAt });
    expect((await login({ username: user.username, password })).statusCode).toBe(200);
    expect(await storedHash()).toBe(rehashed);
    // Recorded with the login that made it, in the same transaction; the next login made none.
    const logins = await t.db
      .select({ detail: auditEntries.detail })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, user._id), eq(auditEntries.action, 'login')))
      .orderBy(auditEntries.id);
    expect(logins.map((entry) => entry.detail)).toEqual([{ rehashed: true }, null]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each([
    [{ username: 42, password: 'x' }, 'username must be string'],
    [{ username: 'admin', password: ['x'] }, 'password must be string'],
    [{ username: 'admin' }, 'password is required'],
    [{ password: 'x' }, 'Username or email is required'],
    [{ username: '', password: 'x' }, 'username must not be empty'],
    [[], 'body must be object'],
    [undefined, 'body must be object'],
  ])('answers %j with 400 %j', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('authenticated calls', () => {
  let token: string;
  beforeEach(async () => {
    token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('GET /me answers the user without the hash and a refreshed token in the authorization header', async () => {
    const response = await get('/api/admin/me', token);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.username).toBe('admin');
    expect(user.sessionExpires).toEqual(expect.any(String));
    expect(JSON.stringify(user)).not.toMatch(/argon2|hash/i);
    expect(response.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.headers['access-control-expose-headers']).toMatch(/authorization/i);
    const refreshed = String(response.headers.authorization).slice('Bearer '.length);
    expect((await get('/api/admin/me', refreshed)).statusCode).toBe(200);
  });

  it('POST /update-session extends the session by SESSION_MINUTES', async () => {
    const soon = new Date(Date.now() + 60_000);
    await setSession(token, { expiresAt: soon });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-session',
      headers: { ...t.bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Date.parse(body.sessionExpires) - Date.parse(body.currentTime)).toBe(10 * 60_000);
    expect(body.token.split('.')).toHaveLength(3);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionOf(token)));
    expect(row.expiresAt.toISOString()).toBe(body.sessionExpires);
  });

  it('POST /update-session never goes past the absolute lifetime', async () => {
    const absolute = new Date(Date.now() + 3 * 60_000);
    await setSession(token, { absoluteExpiresAt: absolute, expiresAt: new Date(Date.now() + 60_000) });
    const response = await post('/api/admin/update-session', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().sessionExpires).toBe(absolute.toISOString());
  });

  it('GET /check-session says the session is valid', async () => {
    const response = await get('/api/admin/check-session', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      message: expect.any(String),
      sessionExpires: expect.any(String),
      currentTime: expect.any(String),
      token: expect.stringMatching(/^[^.]+\.[^.]+\.[^.]+$/),
    });
  });

  it('POST /logout revokes the session: the token is refused afterwards', async () => {
    const response = await post('/api/admin/logout', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });

    const me = await get('/api/admin/me', token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Invalid or missing token' });
    const check = await get('/api/admin/check-session', token);
    expect(check.statusCode).toBe(401);
    expect(check.json()).toEqual({ valid: false, message: 'Invalid or missing token' });
    expect((await post('/api/admin/update-session', token)).statusCode).toBe(401);
  });

  it('refuses an expired session with "Session expired"', async () => {
    await setSession(token, { expiresAt: new Date(Date.now() - 1000) });
    const me = await get('/api/admin/me', token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Session expired' });
    const check = await get('/api/admin/check-session', token);
    expect(check.statusCode).toBe(401);
    expect(check.json()).toEqual({ valid: false, message: 'Session expired' });
    const update = await post('/api/admin/update-session', token);
    expect(update.statusCode).toBe(401);
  });

  it('refuses a session past its absolute lifetime even if recently active', async () => {
    await setSession(token, { absoluteExpiresAt: new Date(Date.now() - 1000) });
    expect((await get('/api/admin/me', token)).json()).toEqual({ message: 'Session expired' });
  });

  it('refuses a token that does not have exactly three parts', async () => {
    const [header, payload] = token.split('.');
    for (const bad of [`${header}.${payload}`, `${token}.extra`, 'garbage']) {
      const response = await get('/api/admin/me', bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or missing token' });
    }
  });

  it('refuses a token with a forged signature', async () => {
    const [header, payload] = token.split('.');
    const response = await get('/api/admin/me', `${header}.${payload}.${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('without a token', () => {
  it('me, update-session and logout answer 401 "Invalid or missing token"', async () => {
    for (const response of [
      await get('/api/admin/me'),
      await post('/api/admin/update-session'),
      await post('/api/admin/logout'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or missing token' });
    }
  });

  it('check-session answers 401 {valid: false}', async () => {
    const response = await get('/api/admin/check-session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ valid: false, message: 'Invalid or missing token' });
  });
});

describe('attendance', () => {
  it('opens a record on login and closes it on logout', async () => {
    const { user, password } = await t.createUser();
    const token = await t.loginAs(user.username, password);
    const [open] = await t.db
      .select()
      .from(attendance)
      .where(eq(attendance.sessionId, sessionOf(token)));
    expect(open).toMatchObject({ userId: user._id, logoutTime: null });
    expect(open.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(open.loginTime.getTime() - Date.now())).toBeLessThan(10_000);

    await post('/api/admin/logout', token);
    const [closed] = await t.db.select().from(attendance).where(eq(attendance.id, open.id));
    expect(closed.logoutTime).toBeInstanceOf(Date);
    expect(closed.logoutTime!.getTime()).toBeGreaterThanOrEqual(open.loginTime.getTime());
  });

  it('dates a login by the Asia/Kolkata day', async () => {
    const { user, password } = await t.createUser();
    const token = await t.loginAs(user.username, password);
    const [{ expected }] = (
      await t.db.execute<{ expected: string }>(
        sql`SELECT to_char(login_time AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS expected FROM attendance WHERE session_id = ${sessionOf(token)}`,
      )
    ).rows;
    const [row] = await t.db
      .select()
      .from(attendance)
      .where(eq(attendance.sessionId, sessionOf(token)));
    expect(row.date).toBe(expected);
  });

  it('closes the record of a session that expired without logout at its expiry, on the next login', async () => {
    const { user, password } = await t.createUser();
    const token = await t.loginAs(user.username, password);
    const ended = new Date(Date.now() - 5_000);
    await setSession(token, { expiresAt: ended });
    await t.loginAs(user.username, password);
    const [row] = await t.db
      .select()
      .from(attendance)
      .where(eq(attendance.sessionId, sessionOf(token)));
    expect(row.logoutTime?.toISOString()).toBe(ended.toISOString());
  });
});

describe('unknown API paths', () => {
  it('answer 404 {message: "Not found"}', async () => {
    for (const response of [await get('/api/nothing-here'), await post('/api/admin/nothing'), await get('/api')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
