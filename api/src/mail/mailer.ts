import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailAttachment {
  filename: string;
  /** The bytes, or a stream of them (a large archive need not be held in memory)... */
  content?: Buffer | string | Readable;
  /** ...or a file on this machine. */
  path?: string;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file written, when there is no SMTP server. */
  file?: string;
}

/** The one way the API sends e-mail (password reset codes, attendance reports, backups). */
export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or written to the outbox; rejects otherwise. */
  send: (message: MailMessage) => Promise<SentMail>;
  close: () => void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset: write to the outbox. */
  smtpUrl?: string;
  /** The outbox is `dataDir/outbox/`. */
  dataDir: string;
  from: string;
  log: { info: (details: object, message: string) => void };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Messages this process has named: orders the ones written in the same millisecond as they were sent. */
let named = 0;
// Sortable by time (then, within a millisecond, by this process's order: three messages sent one after
// another in one millisecond were once read back out of order), unique without coordination between API
// instances sharing a data folder.
const emlName = (now: Date) =>
  `${now.toISOString().replace(/[:.]/g, '-')}-${String(named++ % 1_000_000).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;

function outboxMailer({ dataDir, from, log }: MailerOptions): Mailer {
  const dir = outboxDir(dataDir);
  // A stream, not a buffer: a backup archive attached to a message is written without being held whole.
  const transport = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(dir, emlName(new Date()));
      // Written under another name first, so a reader of the outbox never sees half a message.
      await pipeline(info.message as Readable, createWriteStream(`${file}.part`, { mode: 0o600 }));
      await rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, `mail written to ${file} (no SMTP_URL set)`);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

function smtpMailer({ smtpUrl, from, log }: MailerOptions & { smtpUrl: string }): Mailer {
  const transport: Transporter<SMTPTransport.SentMessageInfo> = nodemailer.createTransport(smtpUrl);
  const server = new URL(smtpUrl).host;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, `mail sent through ${server}`);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** SMTP when `smtpUrl` is set, otherwise `.eml` files in `dataDir/outbox/` (the log says where). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer({ ...options, smtpUrl: options.smtpUrl }) : outboxMailer(options);
}
