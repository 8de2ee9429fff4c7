import { eq } from 'drizzle-orm';
import { INVALID_DAY_MESSAGE, shiftDay, todayInKolkata } from '@console/contract/time';
import { attendance } from '../db/schema';
import { readOutbox } from '../../testing/mail/outbox';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {} });

async function loggedIn(section: string[], role: 'user' | 'subadmin' = 'user') {
  const { user, password } = await t.createUser({ role, section });
  return { user, token: await t.loginAs(user.username, password) };
}

interface Record_ {
  _id: string;
  userId: { _id: string; username: string; email: string };
  date: string;
  loginTime: string;
  logoutTime: string | null;
}
const records = async (token: string, query = '') =>
  (await call('GET', `/api/admin/attendance${query}`, token)).json().data as Record_[];

describe('GET /api/admin/attendance', () => {
  it('answers records with the user populated, and who is logged in now', async () => {
    const { user, token } = await loggedIn(['Turbo']);
    const data = await records(adminToken);
    const theirs = data.find((r) => r.userId._id === user._id)!;
    expect(theirs).toEqual({
      _id: expect.any(String),
      userId: { _id: user._id, username: user.username, email: user.email },
      date: todayInKolkata(),
      loginTime: expect.any(String),
      logoutTime: null,
    });
    expect((await records(adminToken, '?current=true')).map((r) => r.userId._id)).toContain(user._id);

    await call('POST', '/api/admin/logout', token);
    expect((await records(adminToken, '?current=true')).map((r) => r.userId._id)).not.toContain(user._id);
    expect((await records(adminToken)).find((r) => r.userId._id === user._id)!.logoutTime).toEqual(expect.any(String));
  });

  it('narrows to a range of days', async () => {
    const today = todayInKolkata();
    expect((await records(adminToken, `?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await records(adminToken, '?from=2000-01-01&to=2000-01-31')).toEqual([]);
    expect((await call('GET', '/api/admin/attendance?from=yesterday', adminToken)).statusCode).toBe(400);
  });

  it('shows a subadmin only users sharing a section, and refuses plain users', async () => {
    const { token: subToken } = await loggedIn(['Forex'], 'subadmin');
    const { user: turbo } = await loggedIn(['Turbo']);
    const { user: forex, token: forexToken } = await loggedIn(['Forex']);
    const seen = (await records(subToken)).map((r) => r.userId._id);
    expect(seen).toContain(forex._id);
    expect(seen).not.toContain(turbo._id);
    const refused = await call('GET', '/api/admin/attendance', forexToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Access denied. Admin or subadmin privileges required.' });
  });
});

describe('POST /api/admin/force-logout/{id}', () => {
  it('ends the session on the server: the token stops working and the record closes', async () => {
    const { user, token } = await loggedIn(['Turbo']);
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
    const response = await call('POST', `/api/admin/force-logout/${user._id}`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`${user.username} has been logged out`);
    expect((await call('GET', '/api/admin/me', token)).json()).toEqual({ message: 'Invalid or missing token' });
    const rows = await t.db.select().from(attendance).where(eq(attendance.userId, user._id));
    expect(rows.every((row) => row.logoutTime)).toBe(true);
    expect((await records(adminToken, '?current=true')).map((r) => r.userId._id)).not.toContain(user._id);
  });

  it('limits a subadmin to users of role user in its sections', async () => {
    const { token: subToken } = await loggedIn(['Forex'], 'subadmin');
    const { user: turbo, token: turboToken } = await loggedIn(['Turbo']);
    const { user: peer } = await loggedIn(['Forex'], 'subadmin');
    const outside = await call('POST', `/api/admin/force-logout/${turbo._id}`, subToken);
    expect(outside.json()).toEqual({ message: 'Subadmin can only force logout users in their assigned section(s)' });
    const higher = await call('POST', `/api/admin/force-logout/${peer._id}`, subToken);
    expect(higher.json()).toEqual({ message: 'Subadmin can only force logout users with "user" role' });
    expect((await call('GET', '/api/admin/me', turboToken)).statusCode).toBe(200);
  });

  it('does not force out the caller, and 404s an unknown user', async () => {
    const self = (await call('GET', '/api/admin/me', adminToken)).json().user;
    expect((await call('POST', `/api/admin/force-logout/${self._id}`, adminToken)).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/force-logout/nobody', adminToken)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/attendance/{id}', () => {
  it('deletes every record of that user, and only theirs', async () => {
    const { user } = await loggedIn(['Turbo']);
    const { user: other } = await loggedIn(['Turbo']);
    const response = await call('DELETE', `/api/admin/attendance/${user._id}`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(attendance).where(eq(attendance.userId, user._id))).toEqual([]);
    expect((await t.db.select().from(attendance).where(eq(attendance.userId, other._id))).length).toBe(1);
  });

  it('is refused to a subadmin outside its sections', async () => {
    const { token: subToken } = await loggedIn(['Forex'], 'subadmin');
    const { user: turbo } = await loggedIn(['Turbo']);
    const response = await call('DELETE', `/api/admin/attendance/${turbo._id}`, subToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Subadmin can only delete attendance of users in their assigned section(s)',
    });
  });
});

it.each(['from=2026-99-99', 'to=2026-02-30', 'from=0000-01-01'])(
  'refuses the impossible day %s with 400',
  async (query) => {
    const response = await call('GET', `/api/admin/attendance?${query}`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_DAY_MESSAGE);
  },
);

describe('POST /api/admin/attendance/send-report', () => {
  it("e-mails each user yesterday's attendance and the caller a summary, a second tab's session counted once", async () => {
    const { user } = await t.createUser({ role: 'user', section: ['Turbo'] });
    const yesterday = shiftDay(todayInKolkata(), { days: -1 });
    const login = new Date(Date.now() - 26 * 3600_000);
    const minutesLater = (minutes: number) => new Date(login.getTime() + minutes * 60_000);
    await t.db.insert(attendance).values([
      { userId: user._id, date: yesterday, loginTime: login, logoutTime: minutesLater(2 * 60 + 5) },
      { userId: user._id, date: yesterday, loginTime: minutesLater(30), logoutTime: minutesLater(90) },
    ]);

    const response = await call('POST', '/api/admin/attendance/send-report', adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(new RegExp(`^Attendance report for ${yesterday} sent to \\d+ users$`));

    const outbox = await readOutbox(t.config.dataDir);
    const personal = outbox.find((mail) => mail.to.includes(user.email))!;
    expect(personal.subject).toMatch(/^Attendance report for /);
    expect(personal.text).toContain('Total time: 2h 05m');
    const summary = outbox.find(
      (mail) => mail.to.includes(TEST_ADMIN.email) && mail.subject.startsWith('Attendance summary'),
    )!;
    expect(summary.text).toContain(`${user.username} <${user.email}>: 2h 05m in 2 session(s)`);
  });

  it('sends at most one report per sender per 10 minutes, with a clear 429', async () => {
    const { user, password } = await t.createUser({ role: 'subadmin', section: ['Forex'] });
    const token = await t.loginAs(user.username, password);
    expect((await call('POST', '/api/admin/attendance/send-report', token)).statusCode).toBe(200);
    const mails = (await readOutbox(t.config.dataDir)).length;
    for (let i = 0; i < 2; i += 1) {
      const again = await call('POST', '/api/admin/attendance/send-report', token);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        message: 'An attendance report can be sent once every 10 minutes. Please try again in 10 minutes.',
      });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(9 * 60);
    }
    expect((await readOutbox(t.config.dataDir)).length).toBe(mails);
  });
});
