import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

/**
 * Security, second round (issue 27): the report list a browser keeps is sealed with a key the server
 * hands only to the live session (GET /api/admin/list-key), so a copy left behind cannot be read once
 * the session is over, a forced logout included, nor by the next person on that computer.
 */
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const listKey = (token?: string) => t.app.inject({ url: '/api/admin/list-key', headers: token ? t.bearer(token) : {} });

it('gives each session its own key, the same on every ask, never to be stored by the browser', async () => {
  const { user, password } = await t.createUser({ section: ['Turbo'], permissions: ['report_listing'] });
  const first = await t.loginAs(user.username, password);
  const second = await t.loginAs(user.username, password);
  const a = await listKey(first);
  expect(a.statusCode).toBe(200);
  expect(a.headers['cache-control']).toBe('no-store');
  const { key, expires } = a.json<{ key: string; expires: string }>();
  expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  expect(Date.parse(expires)).toBeGreaterThan(Date.now());
  expect((await listKey(first)).json().key).toBe(key);
  expect((await listKey(second)).json().key).not.toBe(key);
  expect((await listKey()).statusCode).toBe(401);
});

it('gives no key to a session an admin ended', async () => {
  const { user, password } = await t.createUser({ section: ['Turbo'], permissions: ['report_listing'] });
  const token = await t.loginAs(user.username, password);
  expect((await listKey(token)).statusCode).toBe(200);
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const ended = await t.app.inject({ method: 'POST', url: `/api/admin/force-logout/${user._id}`, headers: admin });
  expect(ended.statusCode).toBe(200);
  expect((await listKey(token)).statusCode).toBe(401);
});
