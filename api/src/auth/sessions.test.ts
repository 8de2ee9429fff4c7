import { createTestApp, type TestApp } from '../../testing/testApp';
import { createSession, extendSession, findValidSession, revokeAllForUser, revokeSession } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const policy = { sessionMinutes: 10, sessionMaxHours: 12 };

describe('sessions', () => {
  it('a new session lasts sessionMinutes, within sessionMaxHours', async () => {
    const { user } = await t.createUser();
    const now = new Date('2030-01-01T10:00:00Z');
    const session = await createSession(t.db, user._id, policy, now);
    expect(session.expiresAt.toISOString()).toBe('2030-01-01T10:10:00.000Z');
    expect(session.absoluteExpiresAt.toISOString()).toBe('2030-01-01T22:00:00.000Z');

    const short = await createSession(t.db, user._id, { sessionMinutes: 90, sessionMaxHours: 1 }, now);
    expect(short.expiresAt.toISOString()).toBe('2030-01-01T11:00:00.000Z');
  });

  it('is found while live and reported expired or invalid otherwise', async () => {
    const { user } = await t.createUser();
    const now = new Date();
    const session = await createSession(t.db, user._id, policy, now);
    expect((await findValidSession(t.db, session.id, user._id, now)).status).toBe('valid');
    expect((await findValidSession(t.db, session.id, user._id, new Date(now.getTime() + 11 * 60_000))).status).toBe(
      'expired',
    );
    const { user: other } = await t.createUser();
    expect((await findValidSession(t.db, session.id, other._id, now)).status).toBe('invalid');
    await revokeSession(t.db, session.id, now);
    expect((await findValidSession(t.db, session.id, user._id, now)).status).toBe('invalid');
  });

  it('an ended session cannot be extended', async () => {
    const { user } = await t.createUser();
    const now = new Date();
    const revoked = await createSession(t.db, user._id, policy, now);
    await revokeSession(t.db, revoked.id, now);
    expect(await extendSession(t.db, revoked.id, policy, now)).toBeUndefined();

    const expired = await createSession(t.db, user._id, policy, now);
    expect(await extendSession(t.db, expired.id, policy, new Date(now.getTime() + 11 * 60_000))).toBeUndefined();
  });

  it('revokeAllForUser ends every open session of that user only', async () => {
    const { user } = await t.createUser();
    const { user: bystander } = await t.createUser();
    const now = new Date();
    const mine = [await createSession(t.db, user._id, policy, now), await createSession(t.db, user._id, policy, now)];
    const theirs = await createSession(t.db, bystander._id, policy, now);

    expect((await revokeAllForUser(t.db, user._id, now)).sort()).toEqual(mine.map((s) => s.id).sort());
    for (const session of mine)
      expect((await findValidSession(t.db, session.id, user._id, now)).status).toBe('invalid');
    expect((await findValidSession(t.db, theirs.id, bystander._id, now)).status).toBe('valid');
    expect(await revokeAllForUser(t.db, user._id, now)).toEqual([]);
  });
});
