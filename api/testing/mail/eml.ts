import { simpleParser, type AddressObject } from 'mailparser';

/**
 * Reads back the `.eml` messages the outbox mailer writes (and raw messages an SMTP server receives),
 * so tests can check what a person would receive: headers, the text and HTML bodies, attachments.
 * Parsing is mailparser's (nodemailer's own reader), not a hand-written MIME parser.
 */
export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  /** Header values as written, by lower-case name. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

const addressText = (field: AddressObject | AddressObject[] | undefined): string =>
  [field ?? []]
    .flat()
    .map((address) => address.text)
    .join(', ');

export async function parseEml(raw: Buffer | string): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    headers: Object.fromEntries(
      mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
    ),
    from: addressText(mail.from),
    to: addressText(mail.to),
    subject: mail.subject ?? '',
    text: (mail.text ?? '').replace(/\n$/, ''),
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
