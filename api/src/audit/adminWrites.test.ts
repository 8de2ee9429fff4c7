import { allAudit, auditOf, ifMatch } from '../../testing/audit';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';

jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method, url, headers, payload });
/** The entries written while `run` ran. */
async function written(run: () => Promise<unknown>) {
  const before = (await allAudit(t.db)).length;
  await run();
  return (await allAudit(t.db)).slice(before);
}

describe('users', () => {
  it('records create, update (role, sections, permissions as field differences) and delete; never the password', async () => {
    const created = await call('POST', '/api/admin/create', {
      username: 'audited1',
      email: 'audited1@example.com',
      password: 'Secret-Password-1',
      role: 'user',
      section: ['Turbo'],
      permissions: ['report_listing'],
    });
    const user = created.json().user;
    expect(user.version).toBe(1);
    const update = { ...user, section: ['Turbo', 'Forex'], permissions: ['report_listing', 'note_listing'] };
    const updated = await call(
      'PUT',
      `/api/admin/${user._id}`,
      { userData: { ...update, password: 'Another-Password-2' } },
      ifMatch(1, admin),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user.version).toBe(2);

    const stale = await call(
      'PUT',
      `/api/admin/${user._id}`,
      { userData: { ...user, role: 'subadmin' } },
      ifMatch(1, admin),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ _id: user._id, version: 2, section: ['Turbo', 'Forex'] });
    expect((await call('DELETE', `/api/admin/${user._id}`, undefined, ifMatch(1, admin))).statusCode).toBe(409);
    expect((await call('GET', `/api/admin/${user._id}`)).json().user).toMatchObject({ role: 'user', version: 2 });
    expect((await call('DELETE', `/api/admin/${user._id}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);

    const entries = await auditOf(t.db, 'user', user._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1].changes).toEqual({
      section: { before: ['Turbo'], after: ['Turbo', 'Forex'] },
      permissions: { before: ['report_listing'], after: ['report_listing', 'note_listing'] },
    });
    expect(entries[1].detail).toEqual({ note: 'password changed' });
    expect(entries[1]).toMatchObject({ adminOnly: false, sections: ['Turbo', 'Forex'] });
    expect(JSON.stringify(entries)).not.toMatch(/Secret-Password-1|Another-Password-2|argon/);
  });

  it('records force logout and attendance deletion', async () => {
    const { user, password } = await t.createUser({ section: ['Forex'] });
    await t.loginAs(user.username, password);
    expect((await call('POST', `/api/admin/force-logout/${user._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/attendance/${user._id}`)).statusCode).toBe(200);
    const actions = (await auditOf(t.db, 'user', user._id)).map((e) => [e.action, e.detail]);
    expect(actions).toEqual([
      ['force-logout', { sessions: 1 }],
      ['delete-attendance', { deleted: 1 }],
    ]);
  });
});

describe('sessions', () => {
  it('records a sign-in, a failed one (unknown names too) and a logout, never the password tried', async () => {
    const { user, password } = await t.createUser();
    const entries = await written(async () => {
      await call('POST', '/api/admin/login', { username: user.username, password: 'Wrong-Guess-1' }, {});
      await call('POST', '/api/admin/login', { username: 'nobody-here', password: 'Wrong-Guess-2' }, {});
      const token = await t.loginAs(user.username, password);
      await call('POST', '/api/admin/logout', undefined, t.bearer(token));
    });
    expect(entries.map((e) => [e.action, e.actorUsername, e.adminOnly])).toEqual([
      ['login-failed', user.username, false],
      ['login-failed', 'nobody-here', true],
      ['login', user.username, false],
      ['logout', user.username, false],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Wrong-Guess|Pw-/);
  });

  it('records a password reset requested and completed, never the code or the new password', async () => {
    const { user } = await t.createUser({ email: 'resetme@example.com' });
    const entries = await written(async () => {
      await call('POST', '/api/admin/forgot-password', { email: 'resetme@example.com' }, {});
    });
    expect(entries.map((e) => [e.action, e.recordId])).toEqual([['password-reset-requested', user._id]]);
  });
});

describe('4xChart', () => {
  it('records create, update and delete as admin-only entries; versioned', async () => {
    const created = (await call('POST', '/api/forexchart', { date: '2026-03-02', amount: 10 })).json().data;
    expect(
      (await call('PUT', `/api/forexchart/${created._id}`, { date: '2026-03-02', amount: 20 }, ifMatch(1, admin)))
        .statusCode,
    ).toBe(200);
    const stale = await call(
      'PUT',
      `/api/forexchart/${created._id}`,
      { date: '2026-03-02', amount: 30 },
      ifMatch(1, admin),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ _id: created._id, amount: 20, version: 2 });
    expect((await call('DELETE', `/api/forexchart/${created._id}`, undefined, ifMatch(1, admin))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/forexchart/${created._id}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);
    const entries = await auditOf(t.db, 'forexchart', created._id);
    expect(entries.map((e) => [e.action, e.adminOnly])).toEqual([
      ['create', true],
      ['update', true],
      ['delete', true],
    ]);
    expect(entries[1].changes).toEqual({ amount: { before: 10, after: 20 } });
  });
});

describe('backups', () => {
  it('records each backup request with its collections and outcome', async () => {
    const entries = await written(() =>
      call('POST', '/api/backup/manual-backup', { selectedSections: ['forexchart'], targetEmail: 'ops@example.com' }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        resource: 'backup',
        action: 'backup-request',
        adminOnly: true,
        detail: expect.objectContaining({ collections: ['forexchart'], targetEmail: 'ops@example.com' }),
      }),
    ]);
  });
});
