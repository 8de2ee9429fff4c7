import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './eml';

export interface ReceivedMail extends ParsedMail {
  envelope: { from: string; to: string[] };
}

export interface TestSmtpServer {
  /** The SMTP_URL that reaches this server, with the credentials when it requires them. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port, for tests of the SMTP path: it speaks the protocol, checks
 * the credentials when given, and keeps what it receives. Plain text on loopback (no STARTTLS).
 */
export function startSmtpServer(credentials?: { user: string; password: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void receive(Buffer.concat(chunks)));
      const receive = async (raw: Buffer) => {
        received.push({
          ...(await parseEml(raw)),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
        });
        callback();
      };
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      const auth = credentials
        ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@`
        : '';
      resolve({
        url: `smtp://${auth}127.0.0.1:${port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
