import { eq } from 'drizzle-orm';
import { attendance, sessions, users } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload ? { payload } : {}) });

const me = (token: string) => call('GET', '/api/admin/me', token);

async function subadmin(section: string[], permissions: string[] = []) {
  const { user, password } = await t.createUser({ role: 'subadmin', section, permissions });
  return { user, token: await t.loginAs(user.username, password) };
}

let counter = 0;
const fresh = (extra: object = {}) => {
  counter += 1;
  return { username: `staff${counter}`, email: `staff${counter}@example.com`, password: 'Password-123', ...extra };
};

describe('access to user management', () => {
  it('refuses anonymous callers with 401 and plain users with the spec text', async () => {
    expect((await call('GET', '/api/admin/all')).statusCode).toBe(401);
    const { user, password } = await t.createUser({ role: 'user', permissions: ['note_listing'] });
    const token = await t.loginAs(user.username, password);
    for (const [method, url] of [
      ['GET', '/api/admin/all'],
      ['POST', '/api/admin/create'],
      ['DELETE', `/api/admin/${user._id}`],
    ] as const) {
      const response = await call(method, url, token, method === 'POST' ? fresh() : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Access denied. Admin or subadmin privileges required.' });
    }
  });
});

describe('admin', () => {
  it('creates, lists, previews, updates and deletes a user, never showing the password', async () => {
    const created = await call(
      'POST',
      '/api/admin/create',
      adminToken,
      fresh({ role: 'subadmin', section: ['Forex'], permissions: ['forex_note_listing'] }),
    );
    expect(created.statusCode).toBe(201);
    const { user, message } = created.json();
    expect(message).toBe('User created successfully');
    expect(user).toEqual({
      _id: expect.any(String),
      username: expect.stringMatching(/^staff/),
      email: expect.any(String),
      role: 'subadmin',
      section: ['Forex'],
      permissions: ['forex_note_listing'],
      version: 1,
    });

    const list = (await call('GET', '/api/admin/all', adminToken)).json().data;
    expect(list.map((u: { _id: string }) => u._id)).toContain(user._id);
    expect(JSON.stringify(list)).not.toMatch(/password|argon/i);

    expect((await call('GET', `/api/admin/${user._id}`, adminToken)).json().user.username).toBe(user.username);

    const updated = await call('PUT', `/api/admin/${user._id}`, adminToken, {
      userData: { email: 'New@Example.com', permissions: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'User updated successfully',
      user: { email: 'New@Example.com', permissions: [], role: 'subadmin' },
    });

    const deleted = await call('DELETE', `/api/admin/${user._id}`, adminToken);
    expect(deleted.json()).toEqual({ message: 'User deleted successfully' });
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
  });

  it('gives a new user the section Turbo by default and a password that logs in', async () => {
    const body = fresh();
    const { user } = (await call('POST', '/api/admin/create', adminToken, body)).json();
    expect(user).toMatchObject({ role: 'user', section: ['Turbo'], permissions: [] });
    await expect(t.loginAs(body.username, body.password)).resolves.toEqual(expect.any(String));
  });

  it('keeps the password when the update leaves it blank, and changes it when given', async () => {
    const body = fresh();
    const { user } = (await call('POST', '/api/admin/create', adminToken, body)).json();
    await call('PUT', `/api/admin/${user._id}`, adminToken, { userData: { password: '' } });
    await expect(t.loginAs(body.username, body.password)).resolves.toEqual(expect.any(String));
    await call('PUT', `/api/admin/${user._id}`, adminToken, { userData: { password: 'Another-Password-9' } });
    await expect(t.loginAs(body.username, body.password)).rejects.toThrow(/401/);
    await expect(t.loginAs(body.username, 'Another-Password-9')).resolves.toEqual(expect.any(String));
  });

  it('answers 409 with a clear message for a duplicate username or e-mail, naming the field', async () => {
    const body = fresh();
    await call('POST', '/api/admin/create', adminToken, body);
    const sameName = await call('POST', '/api/admin/create', adminToken, { ...fresh(), username: body.username });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: 'A user with this username already exists', field: 'username' });
    const sameEmail = await call('POST', '/api/admin/create', adminToken, {
      ...fresh(),
      email: body.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'A user with this email already exists', field: 'email' });

    const other = (await call('POST', '/api/admin/create', adminToken, fresh())).json().user;
    const renamed = await call('PUT', `/api/admin/${other._id}`, adminToken, { userData: { username: body.username } });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ field: 'username' });
  });

  it.each([
    [{ username: '' }, 'Username is required', 'username'],
    [{ email: '  ' }, 'Email is required', 'email'],
    [{ email: 'not-an-address' }, 'Please enter a valid email.', 'email'],
    [{ password: '' }, 'Password is required', 'password'],
    [{ password: 'short' }, 'Password must be at least 8 characters', 'password'],
    [{ username: 'a@b' }, 'Username cannot contain @', 'username'],
    [{ permissions: ['fly'] }, 'Unknown permission: fly', 'permissions'],
  ])('refuses %j with 400 %s, naming the field', async (change, message, field) => {
    const response = await call('POST', '/api/admin/create', adminToken, { ...fresh(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('keeps usernames unique ignoring case and Unicode forms, and refuses mixed-alphabet look-alikes', async () => {
    for (const lookAlike of ['Admin', 'ADMIN', 'ａｄｍｉｎ']) {
      const response = await call('POST', '/api/admin/create', adminToken, fresh({ username: lookAlike }));
      expect([lookAlike, response.statusCode, response.json()]).toEqual([
        lookAlike,
        409,
        { message: 'A user with this username already exists', field: 'username' },
      ]);
    }
    const cyrillic = await call('POST', '/api/admin/create', adminToken, fresh({ username: '\u0430dmin' }));
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json()).toEqual({
      message: 'Username cannot mix letters of different alphabets (such as Latin and Cyrillic)',
      field: 'username',
    });
    const { user } = await t.createUser({ username: 'renamer' });
    const rename = await call('PUT', `/api/admin/${user._id}`, adminToken, { userData: { username: 'AdMiN' } });
    expect(rename.statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/admin/${user._id}`, adminToken, { userData: { username: 'Renamer' } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong type or an unknown role or section with 400, and unknown ids with 404', async () => {
    expect((await call('POST', '/api/admin/create', adminToken, { ...fresh(), role: 'owner' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/create', adminToken, { ...fresh(), section: ['Casino'] })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/admin/create', adminToken, { ...fresh(), username: 42 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/00000000-0000-4000-8000-000000000000', adminToken, { userData: {} })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/not-an-id', adminToken)).json()).toEqual({ message: 'User not found' });
  });

  it('cannot delete itself or change its own role', async () => {
    const self = (await me(adminToken)).json().user;
    expect((await call('DELETE', `/api/admin/${self._id}`, adminToken)).json()).toEqual({
      message: 'You cannot delete your own account',
    });
    const demote = await call('PUT', `/api/admin/${self._id}`, adminToken, { userData: { role: 'user' } });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ message: 'You cannot change your own role' });
  });
});

describe('subadmin limits, with the spec messages', () => {
  const expectRefusal = async (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  };

  it('creates only users of role user, in its sections, with permissions it holds', async () => {
    const { token } = await subadmin(['Forex'], ['forex_note_listing', 'forex_note_create']);
    await expectRefusal(
      await call('POST', '/api/admin/create', token, fresh({ role: 'subadmin', section: ['Forex'] })),
      'Subadmin can only create or update users with "user" role',
    );
    await expectRefusal(
      await call('POST', '/api/admin/create', token, fresh({ section: ['Turbo'] })),
      'Subadmin can only assign sections they are authorized for',
    );
    await expectRefusal(
      await call('POST', '/api/admin/create', token, fresh({ section: ['Forex'], permissions: ['forex_note_delete'] })),
      'Subadmin can only assign permissions they hold',
    );
    const ok = await call(
      'POST',
      '/api/admin/create',
      token,
      fresh({ section: ['Forex'], permissions: ['forex_note_create'] }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('edits, deletes and previews only users of role user in its sections', async () => {
    const { token } = await subadmin(['Forex'], ['forex_note_listing']);
    const { user: otherSubadmin } = await t.createUser({ role: 'subadmin', section: ['Forex'] });
    const { user: turboUser } = await t.createUser({ role: 'user', section: ['Turbo'] });
    const { user: forexUser } = await t.createUser({ role: 'user', section: ['Forex'] });

    for (const [verb, method, path] of [
      ['edit', 'PUT', ''],
      ['delete', 'DELETE', ''],
      ['preview', 'GET', ''],
    ] as const) {
      const body = method === 'PUT' ? { userData: { email: `x${verb}@example.com` } } : undefined;
      await expectRefusal(
        await call(method, `/api/admin/${otherSubadmin._id}${path}`, token, body),
        `Subadmin can only ${verb} users with "user" role`,
      );
      await expectRefusal(
        await call(method, `/api/admin/${turboUser._id}${path}`, token, body),
        `Subadmin can only ${verb} users in their assigned section(s)`,
      );
    }
    expect((await call('GET', `/api/admin/${forexUser._id}`, token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/admin/${forexUser._id}`, token, { userData: { email: 'forexuser@example.com' } }))
        .statusCode,
    ).toBe(200);
    await expectRefusal(
      await call('PUT', `/api/admin/${forexUser._id}`, token, { userData: { role: 'subadmin' } }),
      'Subadmin can only create or update users with "user" role',
    );
    expect((await call('DELETE', `/api/admin/${forexUser._id}`, token)).statusCode).toBe(200);
  });

  it('lists users of role user sharing a section, never the admin or other subadmins it may not preview', async () => {
    const { token } = await subadmin(['Forex']);
    const { user: turboOnly } = await t.createUser({ section: ['Turbo'] });
    const { user: both } = await t.createUser({ section: ['Turbo', 'Forex'] });
    const { user: forexOnly } = await t.createUser({ section: ['Forex'] });
    const { user: colleague } = await t.createUser({ role: 'subadmin', section: ['Forex'] });
    await t.db
      .update(users)
      .set({ sections: ['Turbo', 'Forex'] })
      .where(eq(users.username, TEST_ADMIN.username));
    const [admin] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    const ids = (await call('GET', '/api/admin/all', token)).json().data.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([both._id, forexOnly._id]));
    for (const hidden of [turboOnly._id, admin.id, colleague._id]) expect(ids).not.toContain(hidden);
    // What the list withholds, the one-by-one preview refuses too.
    for (const hidden of [admin.id, colleague._id]) {
      expect((await call('GET', `/api/admin/${hidden}`, token)).statusCode).toBe(403);
    }
  });

  it('acts on no user holding a permission it lacks: no password, e-mail, delete or force logout (takeover)', async () => {
    const { token } = await subadmin(['Turbo'], ['report_listing']);
    const { user: richer, password } = await t.createUser({
      section: ['Turbo'],
      permissions: ['report_listing', 'report_delete'],
    });
    const attempts = [
      ['edit', 'PUT', `/api/admin/${richer._id}`, { userData: { password: 'Taken-over-123' } }],
      ['edit', 'PUT', `/api/admin/${richer._id}`, { userData: { email: 'mine@example.com' } }],
      ['delete', 'DELETE', `/api/admin/${richer._id}`, undefined],
      ['force logout', 'POST', `/api/admin/force-logout/${richer._id}`, undefined],
      ['delete attendance of', 'DELETE', `/api/admin/attendance/${richer._id}`, undefined],
    ] as const;
    for (const [verb, method, url, body] of attempts) {
      await expectRefusal(
        await call(method, url, token, body),
        `Subadmin can only ${verb} users whose permissions they hold`,
      );
    }
    // Still the owner's account, with the owner's password and address.
    expect(await t.loginAs(richer.username, password)).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.id, richer._id));
    expect(row.email).toBe(richer.email);
  });

  it('cannot create or leave a user without a section (it could not manage them afterwards)', async () => {
    const { token } = await subadmin(['Forex']);
    await expectRefusal(
      await call('POST', '/api/admin/create', token, fresh({ section: [] })),
      'Subadmin must assign at least one of their sections',
    );
    const { user } = await t.createUser({ section: ['Forex'] });
    await expectRefusal(
      await call('PUT', `/api/admin/${user._id}`, token, { userData: { section: [] } }),
      'Subadmin must assign at least one of their sections',
    );
  });

  it('cannot raise its own role or permissions', async () => {
    const { user, token } = await subadmin(['Forex'], ['forex_note_listing']);
    const raise = await call('PUT', `/api/admin/${user._id}`, token, {
      userData: { permissions: ['forex_note_listing', 'forex_note_delete'] },
    });
    expect(raise.statusCode).toBe(403);
    const promote = await call('PUT', `/api/admin/${user._id}`, token, { userData: { role: 'admin' } });
    expect(promote.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ role: 'subadmin', permissions: ['forex_note_listing'] });
  });
});

describe('ending sessions when access changes', () => {
  async function loggedInUser() {
    const { user, password } = await t.createUser({ role: 'user', section: ['Turbo'], permissions: ['note_listing'] });
    return { user, token: await t.loginAs(user.username, password) };
  }

  it.each([
    ['role', { role: 'subadmin' }],
    ['sections', { section: ['Turbo', 'Forex'] }],
    ['permissions', { permissions: ['note_listing', 'note_create'] }],
    ['password', { password: 'Changed-Password-1' }],
  ])('a change of %s ends the open sessions and closes attendance', async (_what, change) => {
    const { user, token } = await loggedInUser();
    expect((await me(token)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/${user._id}`, adminToken, { userData: change })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const open = await t.db.select().from(attendance).where(eq(attendance.userId, user._id));
    expect(open.every((record) => record.logoutTime !== null)).toBe(true);
  });

  it('a change of e-mail only keeps the session', async () => {
    const { user, token } = await loggedInUser();
    await call('PUT', `/api/admin/${user._id}`, adminToken, {
      userData: { email: `kept-${user.username}@example.com` },
    });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('deleting a user ends their session and removes their rows', async () => {
    const { user, token } = await loggedInUser();
    await call('DELETE', `/api/admin/${user._id}`, adminToken);
    expect((await me(token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
  });
});
