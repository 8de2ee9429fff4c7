import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createMailer, type Mailer } from './mailer';
import { readOutbox } from '../../testing/mail/outbox';
import { startSmtpServer, type TestSmtpServer } from '../../testing/mail/smtpServer';

const FROM = 'Back-office console <console@example.com>';

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, info: (details: object, message: string) => lines.push({ details, message }) };
}

describe('without SMTP_URL: the outbox', () => {
  let dataDir: string;
  let mailer: Mailer;
  let log: ReturnType<typeof recordingLog>;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
    log = recordingLog();
    mailer = createMailer({ dataDir, from: FROM, log });
  });
  afterEach(() => {
    mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/outbox and logs where', async () => {
    const sent = await mailer.send({
      to: 'asha@example.com',
      subject: 'Réinitialisation',
      text: 'Your code is 123456.',
      html: '<p>Your code is <b>123456</b>.</p>',
    });

    const outbox = path.join(dataDir, 'outbox');
    expect(sent.file).toBe(path.join(outbox, readdirSync(outbox)[0]));
    expect(readdirSync(outbox)).toEqual([expect.stringMatching(/\.eml$/)]);
    expect(statSync(sent.file!).mode & 0o777).toBe(0o600);
    expect(log.lines).toEqual([
      {
        details: expect.objectContaining({ file: sent.file }),
        message: `mail written to ${sent.file} (no SMTP_URL set)`,
      },
    ]);

    const [mail] = await readOutbox(dataDir);
    expect(mail).toMatchObject({
      from: '"Back-office console" <console@example.com>',
      to: 'asha@example.com',
      subject: 'Réinitialisation',
      text: 'Your code is 123456.',
    });
    expect(mail.html).toContain('<b>123456</b>');
    expect(mail.headers['message-id']).toBe(sent.messageId);
  });

  it('carries attachments, from bytes and from a stream', async () => {
    const archive = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    await mailer.send({
      to: ['a@example.com', 'b@example.com'],
      subject: 'Backup',
      text: 'Attached.',
      attachments: [
        { filename: 'backup.tar.gz', content: Readable.from([archive]), contentType: 'application/gzip' },
        { filename: 'notes.txt', content: 'plain words' },
      ],
    });
    const [mail] = await readOutbox(dataDir);
    expect(mail.to).toBe('a@example.com, b@example.com');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['backup.tar.gz', 'application/gzip'],
      ['notes.txt', 'text/plain'],
    ]);
    expect(mail.attachments[0].content.equals(archive)).toBe(true);
    expect(mail.attachments[1].content.toString()).toBe('plain words');
  });

  it('keeps messages in the order they were sent', async () => {
    for (const subject of ['first', 'second', 'third'])
      await mailer.send({ to: 'x@example.com', subject, text: subject });
    expect((await readOutbox(dataDir)).map((mail) => mail.subject)).toEqual(['first', 'second', 'third']);
  });

  it('keeps the order of messages sent in the same millisecond', async () => {
    // The clock stands still (only Date is faked): every name has the same time.
    jest.useFakeTimers({
      now: new Date('2026-11-27T10:00:00.000Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const subjects = Array.from({ length: 12 }, (_, n) => `same instant ${n}`);
      for (const subject of subjects) await mailer.send({ to: 'x@example.com', subject, text: subject });
      expect((await readOutbox(dataDir)).map((mail) => mail.subject)).toEqual(subjects);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('with SMTP_URL: a real SMTP server', () => {
  let smtp: TestSmtpServer | undefined;
  let mailer: Mailer | undefined;
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
  });
  afterEach(async () => {
    mailer?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers through the server, authenticating with the URL credentials, and writes no file', async () => {
    smtp = await startSmtpServer({ user: 'console', password: 'p@ss word' });
    const log = recordingLog();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM, log });
    const sent = await mailer.send({
      to: 'ravi@example.com',
      subject: 'Report',
      text: 'See attached.',
      attachments: [{ filename: 'report.csv', content: 'a,b\n1,2\n' }],
    });

    expect(sent.file).toBeUndefined();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      envelope: { from: 'console@example.com', to: ['ravi@example.com'] },
      subject: 'Report',
      text: 'See attached.',
    });
    expect(smtp.received[0].attachments[0].content.toString()).toBe('a,b\n1,2\n');
    expect(readdirSync(dataDir)).toEqual([]);
    expect(log.lines[0].message).toMatch(/^mail sent through 127\.0\.0\.1:\d+$/);
    expect(JSON.stringify(log.lines)).not.toContain('p@ss');
  });

  it('rejects when the server refuses the credentials', async () => {
    smtp = await startSmtpServer({ user: 'console', password: 'right' });
    mailer = createMailer({ smtpUrl: smtp.url.replace('right', 'wrong'), dataDir, from: FROM, log: recordingLog() });
    await expect(mailer.send({ to: 'ravi@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /Invalid username or password/,
    );
    expect(smtp.received).toHaveLength(0);
  });
});
