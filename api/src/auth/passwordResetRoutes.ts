import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ForgotPasswordBody, MessageAnswer, ResetPasswordBody, VerifyOtpBody } from '@console/contract/wire';
import type { Database } from '../db';
import { audit } from '../audit/audit';
import { accountEntry } from '../audit/sessionEntries';
import { answers } from '../http/answers';
import { badRequest } from '../http/refusal';
import { findUserByLogin } from '../users/users';
import { checkResetCode, CODE_VALID_MINUTES, issueDecoyCode, issueResetCode, resetPassword } from './passwordReset';
import { refuseTooMany, type RateLimiter } from './rateLimits';
import { resetCodeMail } from './resetMail';

export interface PasswordResetRoutesOptions {
  db: Database;
  limiter: RateLimiter;
}

const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// One answer whether or not an account uses the address: the reset form must not reveal who works here.
const CODE_SENT = {
  message: `If an account uses this e-mail, an OTP has been sent to it. It is valid for ${CODE_VALID_MINUTES} minutes.`,
};
const INVALID_CODE = 'Invalid or expired OTP';

const replies = answers({ 200: MessageAnswer });

/** forgot-password, verify-otp and reset-password (foundation §7), anonymous by nature. */
export default async function passwordResetRoutes(base: FastifyInstance, { db, limiter }: PasswordResetRoutesOptions) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // Mail goes out after the answer, so a known address does not answer slower than an unknown one.
  const sending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  const deliver = (to: string, username: string, code: string) => {
    const sent = app.mailer
      .send(resetCodeMail(to, username, code))
      .catch((error: unknown) => app.log.error({ err: error, to }, 'the password reset code could not be sent'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  const isPublic = { public: true };

  app.post(
    '/forgot-password',
    { config: isPublic, schema: { body: ForgotPasswordBody, response: replies } },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw badRequest('Please enter a valid email.');
      const refusal = await limiter.attempt('reset-mail', email, request.ip);
      if (refusal) return refuseTooMany(reply, refusal);

      const user = await findUserByLogin(db, { email });
      if (user) {
        const code = await db.transaction(async (tx) => {
          await audit(tx, request, accountEntry('password-reset-requested', user));
          return issueResetCode(tx, user.id);
        });
        deliver(user.email, user.username, code);
      } else {
        // Recorded too (for the admin), which also keeps both paths' timing alike.
        await db.transaction((tx) =>
          audit(tx, request, accountEntry('password-reset-requested', undefined, { email })),
        );
        await issueDecoyCode();
      }
      return CODE_SENT;
    },
  );

  /** Shared by verify-otp and reset-password: the rate limit, then the code. */
  async function checkedCode(email: string, otp: string, address: string) {
    const refusal = await limiter.attempt('reset-code', email, address);
    if (refusal) return { refusal };
    const user = await findUserByLogin(db, { email: email.trim() });
    return { code: await checkResetCode(db, user?.id, otp.trim()) };
  }

  app.post(
    '/verify-otp',
    { config: isPublic, schema: { body: VerifyOtpBody, response: replies } },
    async (request, reply) => {
      const { refusal, code } = await checkedCode(request.body.email, request.body.otp, request.ip);
      if (refusal) return refuseTooMany(reply, refusal);
      if (!code) throw badRequest(INVALID_CODE);
      return { message: 'OTP verified' };
    },
  );

  app.post(
    '/reset-password',
    { config: isPublic, schema: { body: ResetPasswordBody, response: replies } },
    async (request, reply) => {
      const { email, otp, newPassword } = request.body;
      // Checked before the code, so a too-short password does not spend one of the five tries.
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        throw badRequest(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      const { refusal, code } = await checkedCode(email, otp, request.ip);
      if (refusal) return refuseTooMany(reply, refusal);
      const done =
        code &&
        (await db.transaction(async (tx) => {
          if (!(await resetPassword(tx, code, newPassword))) return false;
          const user = await findUserByLogin(tx, { email: email.trim() });
          await audit(tx, request, accountEntry('password-reset-completed', user));
          return true;
        }));
      if (!done) throw badRequest(INVALID_CODE);
      return { message: 'Password reset successful. Please log in with your new password.' };
    },
  );
}
