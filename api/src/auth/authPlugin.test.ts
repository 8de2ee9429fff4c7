import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { requirePermission } from './authPlugin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    register(app) {
      // Test-only routes: one right, and either of two.
      app.delete('/api/test/report', { preHandler: requirePermission('report_delete') }, async () => ({ ok: true }));
      app.get(
        '/api/test/either',
        { preHandler: [app.requireAuth, requirePermission('report_listing', 'forexReport_listing')] },
        async (request) => ({ username: request.user!.username }),
      );
    },
  });
});
afterAll(() => t.close());

const call = (method: 'DELETE' | 'GET', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {} });

describe('requirePermission', () => {
  it('refuses a user without the right with 403 naming it', async () => {
    const { user, password } = await t.createUser({ permissions: ['report_listing', 'report_update'] });
    const response = await call('DELETE', '/api/test/report', await t.loginAs(user.username, password));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have the report_delete permission' });
  });

  it('admits a user holding the right', async () => {
    const { user, password } = await t.createUser({ permissions: ['report_delete'] });
    const response = await call('DELETE', '/api/test/report', await t.loginAs(user.username, password));
    expect(response.statusCode).toBe(200);
  });

  it('admits an admin, who holds every right, whatever is stored', async () => {
    const { user, password } = await t.createUser({ role: 'admin', permissions: [] });
    const response = await call('DELETE', '/api/test/report', await t.loginAs(user.username, password));
    expect(response.statusCode).toBe(200);
  });

  it('admits any one of several rights and names them all when none is held', async () => {
    const forex = await t.createUser({ section: ['Forex'], permissions: ['forexReport_listing'] });
    const ok = await call('GET', '/api/test/either', await t.loginAs(forex.user.username, forex.password));
    expect(ok.json()).toEqual({ username: forex.user.username });

    const none = await t.createUser({ permissions: ['note_listing'] });
    const refused = await call('GET', '/api/test/either', await t.loginAs(none.user.username, none.password));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need one of these permissions: report_listing, forexReport_listing');
  });

  it('answers 401, not 403, to a caller without a valid token, even without requireAuth before it', async () => {
    const response = await call('DELETE', '/api/test/report');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or missing token' });
  });

  it('a subadmin is not an admin: stored rights decide', async () => {
    const { user, password } = await t.createUser({ role: 'subadmin', permissions: [] });
    const response = await call('DELETE', '/api/test/report', await t.loginAs(user.username, password));
    expect(response.statusCode).toBe(403);
  });

  it('refuses to be built without any permission', () => {
    expect(() => requirePermission()).toThrow();
  });
});

describe('request.user', () => {
  it('is the caller without secrets, in the catalogue Principal shape', async () => {
    const token = await t.loginAs(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await call('GET', '/api/test/either', token);
    expect(response.json()).toEqual({ username: 'admin' });
  });
});
