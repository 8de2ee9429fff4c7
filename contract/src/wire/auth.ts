import { Type, type Static } from 'typebox';
import { UserDto } from './users';

const identifier = Type.String({ minLength: 1, maxLength: 320 });

/** POST /api/admin/login: a username or an e-mail, and the password. */
export const LoginBody = Type.Object({
  username: Type.Optional(identifier),
  email: Type.Optional(identifier),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Object({
  message: Type.String(),
  user: UserDto,
  currentTime: Type.String(),
  token: Type.String(),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** POST /api/admin/update-session: the session's new end, and a token that lives as long. */
export const SessionAnswer = Type.Object({
  sessionExpires: Type.String(),
  currentTime: Type.String(),
  token: Type.String(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/** GET /api/admin/check-session: `{valid: true, ...}`, or 401 `{valid: false, message}`. */
export const CheckSessionAnswer = Type.Object({
  valid: Type.Boolean(),
  message: Type.Optional(Type.String()),
  sessionExpires: Type.Optional(Type.String()),
  currentTime: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
});
export type CheckSessionAnswer = Static<typeof CheckSessionAnswer>;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** forgot-password, verify-otp and reset-password: the fields each requires. */
export const ForgotPasswordBody = Type.Object({ email: text(320) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
export const VerifyOtpBody = Type.Object({ email: text(320), otp: text(32) });
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;
export const ResetPasswordBody = Type.Object({ email: text(320), otp: text(32), newPassword: text(1024) });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/**
 * GET /api/admin/list-key (beside the spec): the key the browser seals the lists it keeps with
 * (AES-GCM, 256 bits, base64url), one per session and handed only to that live session, and when the
 * session ends at the latest; a kept copy is unreadable after the session and discarded after `expires`.
 */
export const ListKeyAnswer = Type.Object({ key: Type.String(), expires: Type.String() });
export type ListKeyAnswer = Static<typeof ListKeyAnswer>;
