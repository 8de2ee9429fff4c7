import { form } from '../../testing/catalogue';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const NUL = 'ad\u0000min';
const LONE = 'x\udc00';

describe('NUL and lone surrogates in text fields', () => {
  it.each([
    [
      'login username',
      'POST',
      '/api/admin/login',
      { username: NUL, password: 'x' },
      'username must not contain a NUL character',
    ],
    [
      'forgot-password e-mail',
      'POST',
      '/api/admin/forgot-password',
      { email: `${NUL}@example.com` },
      'email must not contain a NUL character',
    ],
    [
      'verify-otp e-mail',
      'POST',
      '/api/admin/verify-otp',
      { email: LONE, otp: '123456' },
      'email must not contain an unpaired surrogate (not a character)',
    ],
    ['note', 'POST', '/api/note/add', { note: NUL }, 'note must not contain a NUL character'],
    [
      'sport',
      'POST',
      '/api/sports',
      { sportsName: LONE },
      'sportsName must not contain an unpaired surrogate (not a character)',
    ],
    [
      'proof type',
      'POST',
      '/api/prooftype',
      { type: NUL, content: '<p>x</p>' },
      'type must not contain a NUL character',
    ],
    [
      'user',
      'POST',
      '/api/admin/create',
      { username: 'nul', email: 'n@example.com', password: 'Password-123', permissions: [NUL] },
      'permissions[0] must not contain a NUL character',
    ],
    [
      'user update',
      'PUT',
      '/api/admin/00000000-0000-4000-8000-000000000000',
      { userData: { email: NUL } },
      'userData.email must not contain a NUL character',
    ],
    ['report', 'POST', '/api/report/create', { userName: NUL }, 'userName must not contain a NUL character'],
    [
      'report export query',
      'GET',
      '/api/report/exportExcel?userName=%00',
      undefined,
      'userName must not contain a NUL character',
    ],
  ] as const)('refuses them in the %s with 400 naming the field', async (_name, method, url, payload, message) => {
    const response = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses them in a multipart form field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: admin,
      payload: form({ user: NUL }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'user must not contain a NUL character' });
  });

  it('accepts every real character, emoji and scripts included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/note/add',
      headers: admin,
      payload: { note: 'ભાવેશ ₹ 😀 tab\tnewline\n' },
    });
    expect(response.statusCode).toBe(201);
  });
});
