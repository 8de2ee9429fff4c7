import type { MailMessage } from '../mail/mailer';
import { CODE_VALID_MINUTES } from './passwordReset';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The e-mail that carries a password reset code. */
export function resetCodeMail(to: string, username: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your password reset code',
    text: [
      `Hello ${username},`,
      '',
      `Your one-time code to reset your password is ${code}.`,
      `It is valid for ${CODE_VALID_MINUTES} minutes and works once.`,
      '',
      'If you did not ask to reset your password, ignore this e-mail:',
      'your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(username)},</p>`,
      `<p>Your one-time code to reset your password is <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>.</p>`,
      `<p>It is valid for ${CODE_VALID_MINUTES} minutes and works once.</p>`,
      '<p>If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
