import { eq } from 'drizzle-orm';
import { attendance, passwordResetCodes, sessions } from '../db/schema';
import { readOutbox, waitForMail } from '../../testing/mail/outbox';
import { startSmtpServer } from '../../testing/mail/smtpServer';
import { createTestApp, type TestApp } from '../../testing/testApp';

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, remoteAddress });

/** Asks for a code and reads it from the e-mail in the outbox, as the person would. */
async function requestCode(email: string): Promise<string> {
  const earlier = new Set((await readOutbox(t.config.dataDir)).map((mail) => mail.file));
  const response = await post('forgot-password', { email });
  expect(response.statusCode).toBe(200);
  const mail = await waitForMail(t.config.dataDir, (m) => m.to === email && !earlier.has(m.file));
  return mail.text.match(/code to reset your password is (\d{6})\./)![1];
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/admin/forgot-password', () => {
  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const { user } = await t.createUser();
    const known = await post('forgot-password', { email: user.email });
    const unknown = await post('forgot-password', { email: 'nobody-here@example.com' });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const comparable = (headers: Record<string, unknown>) => {
      const { date, ...rest } = headers;
      return rest;
    };
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));
    expect(known.json()).toEqual({ message: expect.stringMatching(/OTP has been sent/) });

    const mail = await waitForMail(t.config.dataDir, (m) => m.to === user.email);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toMatch(/valid for 10 minutes/);
    expect(mail.html).toMatch(/\d{6}/);
    expect((await readOutbox(t.config.dataDir)).some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('stores only a hash of the code', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    const rows = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(10 * 60_000);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Please enter a valid email.'],
    [{ email: '' }, 'email must not be empty'],
    [{}, 'email is required'],
    [{ email: 7 }, 'email must be string'],
  ])('answers %j with 400 %j', async (payload, message) => {
    const response = await post('forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('the whole reset', () => {
  it('verifies the code, sets the new password, ends every session and closes their attendance', async () => {
    const { user, password } = await t.createUser();
    const oldToken = await t.loginAs(user.username, password);
    const code = await requestCode(user.email);

    const verified = await post('verify-otp', { email: user.email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'OTP verified' });

    const reset = await post('reset-password', { email: user.email, otp: code, newPassword: 'A-new-password-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/^Password reset successful/);

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: t.bearer(oldToken) });
    expect(me.statusCode).toBe(401);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(session.revokedAt).toBeInstanceOf(Date);
    const [record] = await t.db.select().from(attendance).where(eq(attendance.userId, user._id));
    expect(record.logoutTime).toEqual(session.revokedAt);

    await expect(t.loginAs(user.username, password)).rejects.toThrow(/401/);
    await expect(t.loginAs(user.username, 'A-new-password-1')).resolves.toEqual(expect.any(String));
  });

  it('uses a code once', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    expect(
      (await post('reset-password', { email: user.email, otp: code, newPassword: 'First-new-pass' })).statusCode,
    ).toBe(200);
    const again = await post('reset-password', { email: user.email, otp: code, newPassword: 'Second-new-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired OTP' });
    expect((await post('verify-otp', { email: user.email, otp: code })).statusCode).toBe(400);
  });

  it('accepts the e-mail in any case and the code with surrounding spaces', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    const response = await post('verify-otp', { email: user.email.toUpperCase(), otp: ` ${code} ` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user._id));
    const response = await post('verify-otp', { email: user.email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired OTP' });
  });

  it('retires the earlier code when a new one is asked for', async () => {
    const { user } = await t.createUser();
    await requestCode(user.email);
    const second = await requestCode(user.email);
    // Asserted on the stored rows: the two random codes may be equal, so a refused first code proves nothing.
    const rows = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user._id))
      .orderBy(passwordResetCodes.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows[0].usedAt).not.toBeNull();
    expect(rows[1].usedAt).toBeNull();
    expect((await post('verify-otp', { email: user.email, otp: second })).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters without spending a try', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    const response = await post('reset-password', { email: user.email, otp: code, newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password must be at least 8 characters' });
    const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user._id));
    expect(row.attempts).toBe(0);
  });

  it('answers an unknown address exactly as a wrong code', async () => {
    const unknown = await post('verify-otp', { email: 'nobody-here@example.com', otp: '123456' });
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    const wrong = await post('verify-otp', { email: user.email, otp: wrongCode(code) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('brute force', () => {
  it('kills the code after 5 wrong tries: the right code no longer works', async () => {
    const { user, password } = await t.createUser();
    const code = await requestCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const response = await post('verify-otp', { email: user.email, otp: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid or expired OTP' });
    }
    expect((await post('verify-otp', { email: user.email, otp: code })).statusCode).toBe(400);
    expect(
      (await post('reset-password', { email: user.email, otp: code, newPassword: 'Taken-over-1' })).statusCode,
    ).toBe(400);
    await expect(t.loginAs(user.username, password)).resolves.toEqual(expect.any(String));
  });

  it('counts simultaneous guesses too: never more than 5 are checked', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((otp) => post('verify-otp', { email: user.email, otp })));
    const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user._id));
    expect(row.attempts).toBe(5);
    expect((await post('verify-otp', { email: user.email, otp: code })).statusCode).toBe(400);
  });

  it('does not count the right code as a wrong try: 4 mistakes, then verify and reset still work', async () => {
    const { user } = await t.createUser();
    const code = await requestCode(user.email);
    for (let i = 0; i < 4; i += 1) await post('verify-otp', { email: user.email, otp: wrongCode(code) });
    expect((await post('verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
    expect(
      (await post('reset-password', { email: user.email, otp: code, newPassword: 'Finally-right-1' })).statusCode,
    ).toBe(200);
  });
});

describe('with SMTP_URL', () => {
  it('sends the code through a real SMTP server', async () => {
    const smtp = await startSmtpServer({ user: 'console', password: 'smtp-secret' });
    const viaSmtp = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Console <console@example.com>' } });
    try {
      const { user } = await viaSmtp.createUser();
      const response = await viaSmtp.app.inject({
        method: 'POST',
        url: '/api/admin/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      for (let waited = 0; smtp.received.length === 0 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({
        envelope: { from: 'console@example.com', to: [user.email] },
        subject: 'Your password reset code',
      });
      const code = smtp.received[0].text.match(/is (\d{6})\./)![1];
      const verified = await viaSmtp.app.inject({
        method: 'POST',
        url: '/api/admin/verify-otp',
        payload: { email: user.email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(await readOutbox(viaSmtp.config.dataDir)).toEqual([]);
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });
});
