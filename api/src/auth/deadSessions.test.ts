import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attendance, sessions } from '../db/schema';
import { apiRoutes as allRoutes } from '../../testing/routeTable';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

/** Routes that answer callers without a live session on purpose (`config: { public: true }`). */
const PUBLIC = new Set([
  'POST /api/admin/login',
  'GET /api/admin/check-session',
  'POST /api/admin/forgot-password',
  'POST /api/admin/verify-otp',
  'POST /api/admin/reset-password',
  // Probes, and the metrics, which take METRICS_TOKEN instead of a session (api/src/ops).
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/metrics',
  // The main version of each section, for the shell before anyone signs in (README: Rolling out a section).
  'GET /api/sections/main',
]);

/** Every registered `METHOD /api/...` route; any id will do: the request must be refused before anything looks it up. */
const apiRoutes = (app: FastifyInstance) =>
  allRoutes(app).map(({ method, path }) => ({
    method,
    url: path.replace(/:[^/]+/g, randomUUID()).replace(/\*$/, 'anything'),
  }));

const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a session that has ended', () => {
  let routes: { method: string; url: string }[];
  beforeAll(() => {
    routes = apiRoutes(t.app);
  });

  it('finds the routes to check', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/me' },
        { method: 'POST', url: '/api/admin/logout' },
      ]),
    );
  });

  it.each([
    ['revoked by logout', 'Invalid or missing token'],
    ['expired', 'Session expired'],
  ])('is refused with 401 by every non-public /api endpoint when %s', async (how, message) => {
    const token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
    if (how === 'expired') {
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sessionOf(token)));
    } else {
      await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: t.bearer(token) });
    }

    const probes = [
      ...routes,
      { method: 'GET', url: '/api/no-such-thing' },
      { method: 'POST', url: '/api/admin/no-such-thing' },
    ];
    const answers: string[] = [];
    for (const { method, url } of probes) {
      if (PUBLIC.has(`${method} ${url}`)) continue;
      // A body that no schema accepts: the refusal must come before validation, not after it.
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...t.bearer(token), 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{"bogus": true}',
      });
      answers.push(`${method} ${url} -> ${response.statusCode}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/ -> .*$/, ' -> 401')));
    // A route may word the refusal its own way (`config.unauthorizedMessage`); the auth calls use the spec's.
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: t.bearer(token) });
    expect(me.json()).toEqual({ message });
  });

  it('does not stop the public calls: login and password reset still work with a dead token', async () => {
    const token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: t.bearer(token) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: t.bearer(token),
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      headers: t.bearer(token),
      payload: { email: TEST_ADMIN.email },
    });
    expect(forgot.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/check-session', headers: t.bearer(token) });
    expect(check.json()).toEqual({ valid: false, message: 'Invalid or missing token' });
  });
});

/** A new member of staff signed in on `app`, whose session then ended by its `ending` 5 s ago. */
async function endedSession(app: TestApp, ending: 'expiresAt' | 'absoluteExpiresAt' | 'revokedAt') {
  const { user, password } = await app.createUser();
  const token = await app.loginAs(user.username, password);
  const ended = new Date(Date.now() - 5_000);
  await app.db
    .update(sessions)
    .set({ [ending]: ended })
    .where(eq(sessions.id, sessionOf(token)));
  return { token, session: sessionOf(token), ended };
}

/** The attendance record of a session. */
const attendanceOf = async (app: TestApp, session: string) =>
  (await app.db.select().from(attendance).where(eq(attendance.sessionId, session)))[0];

describe('attendance of sessions that end without a logout', () => {
  it('is closed at the expiry as soon as a request notices the expired session', async () => {
    const { token, session, ended } = await endedSession(t, 'expiresAt');

    const check = await t.app.inject({ method: 'GET', url: '/api/admin/check-session', headers: t.bearer(token) });
    expect(check.json()).toEqual({ valid: false, message: 'Session expired' });
    expect((await attendanceOf(t, session)).logoutTime).toEqual(ended);
  });

  it("is closed at the session's end by the next login of anyone, which opens its own record", async () => {
    const { session, ended } = await endedSession(t, 'revokedAt');

    const other = await t.createUser();
    const otherToken = await t.loginAs(other.user.username, other.password);
    expect((await attendanceOf(t, session)).logoutTime).toEqual(ended);
    const opened = await attendanceOf(t, sessionOf(otherToken));
    expect(opened).toMatchObject({ userId: other.user._id, logoutTime: null });
  });

  it('is closed by the periodic sweep when nobody calls at all', async () => {
    const swept = await createTestApp({ config: { attendanceSweepSeconds: 0.2 } });
    try {
      const { session, ended } = await endedSession(swept, 'absoluteExpiresAt');

      let record: typeof attendance.$inferSelect | undefined;
      for (let waited = 0; waited < 10_000; waited += 100) {
        record = await attendanceOf(swept, session);
        if (record.logoutTime) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(record!.logoutTime).toEqual(ended);
    } finally {
      await swept.close();
    }
  });
});
