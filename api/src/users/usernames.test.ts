import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { assignUsernameKeys, usernameKey, usernameProblem, usernameTaken } from './usernames';

describe('usernameKey and usernameProblem', () => {
  it('makes case and compatibility forms one name', () => {
    expect(usernameKey('Admin')).toBe('admin');
    expect(usernameKey('ＡＤＭＩＮ')).toBe('admin');
    expect(usernameKey('ﬁnance')).toBe('finance');
    expect(usernameKey('ravi')).not.toBe(usernameKey('rav1'));
  });

  it('folds case as Unicode does and drops the diacritics of decomposed letters', () => {
    expect(usernameKey('ADM\u0130N')).toBe('admin');
    expect(usernameKey('ravi\u0301')).toBe('ravi');
    expect(usernameKey('Jos\u00e9')).toBe('jose');
    expect(usernameKey('Stra\u00dfe')).toBe('strasse');
    expect(usernameKey('\u039f\u03a3')).toBe(usernameKey('\u03bf\u03c2'));
    // Vowel signs of Indian scripts are marks too, but they make another name.
    expect(usernameKey('\u0930\u093e\u092e')).not.toBe(usernameKey('\u0930\u092e'));
  });

  it('refuses look-alikes made of two alphabets, and invisible characters', () => {
    expect(usernameProblem('\u0430dmin')).toBe(
      'Username cannot mix letters of different alphabets (such as Latin and Cyrillic)',
    );
    expect(usernameProblem('p\u0430ypal')).not.toBeNull();
    expect(usernameProblem('ad\u200bmin')).toBe('Username cannot contain invisible or control characters');
    expect(usernameProblem('admin\u202e')).not.toBeNull();
    for (const fine of ['asha.k', 'ravi_2', 'अनिल', 'ભાવેશ', 'Иван', '山田たろう', 'o\u0301scar']) {
      expect([fine, usernameProblem(fine)]).toEqual([fine, null]);
    }
  });
});

describe('existing accounts that collide once normalised', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keys the oldest, reports each later one by name, and keeps both names taken until renamed', async () => {
    // As they were before keys existed: two accounts, neither with a key.
    const unkey = (id: string) => t.db.update(users).set({ usernameKey: null }).where(eq(users.id, id));
    const older = await t.createUser({ username: 'Collider' });
    await unkey(older.user._id);
    const newer = await t.createUser({ username: 'collider', email: 'second-collider@example.com' });
    await unkey(newer.user._id);

    const reports = await assignUsernameKeys(t.db);
    expect(reports).toEqual([
      `username "collider" (id ${newer.user._id}) is the same as "Collider" once case and Unicode are normalised: rename one of them in User Management`,
    ]);
    const rows = await t.db.select().from(users).where(eq(users.usernameKey, 'collider'));
    expect(rows.map((r) => r.username)).toEqual(['Collider']);
    expect(await usernameTaken(t.db, 'COLLIDER')).toBe(true);
    // Both still log in as they always did.
    await expect(t.loginAs('collider', newer.password)).resolves.toEqual(expect.any(String));
    expect(await assignUsernameKeys(t.db)).toHaveLength(1);
    expect(await usernameTaken(t.db, TEST_ADMIN.username.toUpperCase())).toBe(true);
  });

  it('keys again accounts keyed by an older rule, and reports those that now collide', async () => {
    // Keyed as the rule before case folding and diacritics left them: two names, two keys.
    const older = await t.createUser({ username: 'ravi' });
    const newer = await t.createUser({ username: 'accented-ravi' });
    await t.db
      .update(users)
      .set({ username: 'ravi\u0301', usernameKey: 'rav\u00ed' })
      .where(eq(users.id, newer.user._id));
    const other = await t.createUser({ username: 'Meera' });
    await t.db.update(users).set({ usernameKey: 'MEERA-old' }).where(eq(users.id, other.user._id));

    const reports = await assignUsernameKeys(t.db);
    expect(reports).toContain(
      `username "ravi\u0301" (id ${newer.user._id}) is the same as "ravi" once case and Unicode are normalised: rename one of them in User Management`,
    );
    const keyOf = async (id: string) =>
      (await t.db.select({ key: users.usernameKey }).from(users).where(eq(users.id, id)))[0].key;
    expect([await keyOf(older.user._id), await keyOf(newer.user._id), await keyOf(other.user._id)]).toEqual([
      'ravi',
      null,
      'meera',
    ]);
    expect(await usernameTaken(t.db, 'RAV\u00cd')).toBe(true);
  });
});
