/**
 * Reads back the `.eml` messages the outbox mailer writes (and raw messages an SMTP server receives),
 * so tests can check what a person would receive: headers, the text and HTML bodies, attachments.
 * It understands what nodemailer produces (multipart, base64, quoted-printable, encoded words), not
 * every MIME message in the world.
 */
export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}\\*?="?([^";]+)"?`, 'i'));
  return match?.[1];
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body.replace(/\n$/, ''), 'utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words, as nodemailer writes non-ASCII subjects and names. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collect(part: Part, mail: ParsedMail): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\n/, '')), mail);
    }
    return;
  }
  const disposition = part.headers['content-disposition'] ?? '';
  const filename = parameter(disposition, 'filename') ?? parameter(type, 'name');
  const content = decodeBody(part);
  if (disposition.toLowerCase().startsWith('attachment') || filename) {
    mail.attachments.push({
      filename: decodeWords(filename ?? 'attachment'),
      contentType: type.split(';')[0],
      content,
    });
  } else if (type.toLowerCase().startsWith('text/html')) {
    mail.html += content.toString('utf8');
  } else {
    mail.text += content.toString('utf8');
  }
}

export function parseEml(raw: string): ParsedMail {
  const top = splitPart(raw);
  const mail: ParsedMail = {
    headers: top.headers,
    from: decodeWords(top.headers.from ?? ''),
    to: decodeWords(top.headers.to ?? ''),
    subject: decodeWords(top.headers.subject ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  collect(top, mail);
  return mail;
}
