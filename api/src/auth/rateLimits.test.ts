import { eq, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema';
import { connectDatabase } from '../db';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { createRateLimiter, deleteStaleCounters, LOGIN_BRAKE_MS } from './rateLimits';

// Small limits so a few calls trip them: 3 wrong passwords, 2 reset e-mails per 15 minutes.
const limits = { loginMaxFailures: 3, passwordResetMaxRequests: 2, rateLimitWindowMinutes: 15 };

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: limits });
});
afterAll(() => t.close());

let address = 0;
/** Each test from its own client address, so their counters stay apart. */
const newAddress = () => `203.0.113.${(address += 1)}`;

const call = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, remoteAddress });

function expectTooMany(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
}

describe('login', () => {
  it('refuses an account from one address after 3 wrong passwords, even with the right one', async () => {
    const { user, password } = await t.createUser();
    const from = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await call('login', { username: user.username, password: 'wrong' }, from)).statusCode).toBe(401);
    }
    expectTooMany(await call('login', { username: user.username, password: 'wrong' }, from));
    expectTooMany(await call('login', { username: user.username, password }, from));

    // The same person from another address is not locked out by this one.
    expect((await call('login', { username: user.username, password }, newAddress())).statusCode).toBe(200);
  });

  it('never counts successful logins: staff logging in often are not limited', async () => {
    const from = newAddress();
    for (let i = 0; i < 3 * limits.loginMaxFailures; i += 1) {
      expect(
        (await call('login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, from)).statusCode,
      ).toBe(200);
    }
  });

  it('lets 30 people in at once from one address (an office behind one gateway), and counts none of them', async () => {
    const from = newAddress();
    const people = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
    const logins = await Promise.all(
      people.map(({ user, password }) => call('login', { username: user.username, password }, from)),
    );
    expect(logins.map((login) => login.statusCode)).toEqual(people.map(() => 200));
    const counters = await t.db.select().from(rateLimitCounters);
    const ofAddress = counters.filter((counter) => counter.key.endsWith(from));
    // The address's counter and each account's from it, all forgiven.
    expect(ofAddress).toHaveLength(1 + people.length);
    expect(ofAddress.every((counter) => counter.hits === 0)).toBe(true);
  });

  it('never lets one address lock the owner out: after 20 wrong tries from A, the owner logs in from B', async () => {
    const { user, password } = await t.createUser();
    const guesser = newAddress();
    // 20 is past both the one-address limit (3) and the account-wide brake (15).
    for (let i = 0; i < 20; i += 1) await call('login', { username: user.username, password: 'wrong' }, guesser);
    expect((await call('login', { username: user.username, password }, newAddress())).statusCode).toBe(200);
    // The guessing address stays held back, right password or not.
    expectTooMany(await call('login', { username: user.username, password }, guesser));
  });

  it('slows down guessing at one account spread over many addresses (past 5 times the one-address limit), never refusing it', async () => {
    const delays: number[] = [];
    const limiter = createRateLimiter(t.db, limits, { sleep: async (ms) => void delays.push(ms) });
    const account = `spread-${newAddress()}`;
    for (let i = 0; i < 5; i += 1) {
      const from = newAddress();
      for (let j = 0; j < 3; j += 1) expect(await limiter.attempt('login', account, from)).toBeNull();
    }
    expect(delays).toEqual([]);
    // The 16th failure of the account, from a fresh address: answered, but only after the brake.
    expect(await limiter.attempt('login', account, newAddress())).toBeNull();
    expect(delays).toEqual([LOGIN_BRAKE_MS]);
  });

  it('refuses an address spraying many accounts (10 times the one-account limit)', async () => {
    const from = newAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await call('login', { username: `sprayed${i}`, password: 'guess' }, from)).statusCode).toBe(401);
    }
    expectTooMany(await call('login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, from));
    expect(
      (await call('login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, newAddress())).statusCode,
    ).toBe(200);
  });

  it('lets the account in again once the window is over', async () => {
    const { user, password } = await t.createUser();
    const from = newAddress();
    for (let i = 0; i < 4; i += 1) await call('login', { username: user.username, password: 'wrong' }, from);
    expectTooMany(await call('login', { username: user.username, password }, from));

    const key = `login:account+address:${user.username}|${from}`;
    await t.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimitCounters.key, key));
    expect((await call('login', { username: user.username, password }, from)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('sends an account at most 2 codes per window, from any address, and answers the same for unknown accounts', async () => {
    const { user } = await t.createUser();
    for (const email of [user.email, 'nobody-else@example.com']) {
      expect((await call('forgot-password', { email }, newAddress())).statusCode).toBe(200);
      expect((await call('forgot-password', { email }, newAddress())).statusCode).toBe(200);
      expectTooMany(await call('forgot-password', { email }, newAddress()));
    }
  });

  it('limits code checks per account (verify-otp and reset-password together)', async () => {
    const { user } = await t.createUser();
    for (let i = 0; i < 4; i += 1) await call('verify-otp', { email: user.email, otp: '000000' }, newAddress());
    for (let i = 0; i < 4; i += 1) {
      await call('reset-password', { email: user.email, otp: '000000', newPassword: 'Long-enough-1' }, newAddress());
    }
    expectTooMany(await call('verify-otp', { email: user.email, otp: '000000' }, newAddress()));
  });
});

it('drops counters whose window is over', async () => {
  await call('login', { username: 'stale-one', password: 'x' }, newAddress());
  await t.db.update(rateLimitCounters).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) });
  await deleteStaleCounters(t.db, limits);
  expect(await t.db.select().from(rateLimitCounters)).toEqual([]);
});

it('counts on a connection without changing how its later commits are made', async () => {
  // One connection, so the setting looked at afterwards is the very connection's that counted.
  const one = connectDatabase(t.config.databaseUrl!, console, { maxConnections: 1 });
  try {
    const limiter = createRateLimiter(one.db, limits);
    const from = newAddress();
    expect(await limiter.attempt('login', 'one-connection', from)).toBeNull();
    // Its own transaction's commit does not wait for the log's flush; the connection's next ones do.
    const { rows } = await one.db.execute<{ setting: string }>(
      sql`SELECT current_setting('synchronous_commit') AS setting`,
    );
    expect(rows[0].setting).toBe('on');
    const counted = await t.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:address:${from}`));
    expect(counted).toEqual([{ hits: 1 }]);
  } finally {
    await one.pool.end();
  }
});
