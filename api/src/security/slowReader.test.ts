import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { turboArea } from '@console/contract/areas';
import { TOO_MANY_FOR_YOU, TOO_MANY_IN_ALL } from '../revisions/wholeListAnswers';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

/**
 * Security, second round (issue 27), the slow reader: people who ask for the whole report list and
 * never read it must not hold the database (the test app has a pool of 4 connections) nor stop anyone
 * else's calls; the server closes a connection that reads nothing for the idle time, and whole lists
 * are capped per person and in all. Real sockets on loopback, a list far larger than the socket buffers.
 */
jest.setTimeout(180_000);

const PER_PERSON = 4;
const TOTAL = 12;
// Each report carries a 1,000-character remark: about 12 MB of columns, uncompressed.
const REPORTS = 12_000;

let t: TestApp;
let port: number;
let admin: string;
const viewers: string[] = [];
const serverSockets: net.Socket[] = [];

/**
 * How long a stalled reader is kept: long enough for the first two tests to run while all of them are
 * still held (2 s was not, once, with the whole suite running beside them: a place came free early and
 * the person's fifth list was answered 200), short enough for the third to wait for them to close.
 */
const IDLE_SECONDS = 8;

beforeAll(async () => {
  t = await createTestApp({
    config: { wholeLists: { idleSeconds: IDLE_SECONDS, perPerson: PER_PERSON, total: TOTAL } },
  });
  t.app.server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await t.db.execute(sql`
    INSERT INTO reports (area, date, user_name, agent, originals, ac_balance, after_void_balance, catch_by,
                         proof_type, proof_status, void_status, remark, record_add_by)
    SELECT 'turbo', DATE '2026-01-01' + (n % 300), 'punter-' || n, 'agent-' || (n % 40),
           '[{"sportNames":["Cricket"],"eventNames":["A v B"],"marketNames":["Match Odds"],"pl":1.5,"betDetails":[{"odds":1.8,"stack":100,"time":"10:00:00"}]}]'::jsonb,
           1000 + n, 900 + n, 'Agent', 'Ground line or Live line', 'Submitted', 'Void',
           left(repeat(md5(n::text), 32), 1000), 'admin'
    FROM generate_series(1, ${REPORTS}::int) AS n`);
  admin = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
  for (let i = 0; i < 4; i += 1) {
    const { user, password } = await t.createUser({
      section: [turboArea.section],
      permissions: [turboArea.report.rights.listing],
    });
    viewers.push(await t.loginAs(user.username, password));
  }
});
afterAll(() => t?.close());

interface Reader {
  status: number;
  /** The first bytes: status line, headers, and for a short answer its body. */
  first: string;
  socket: net.Socket;
}

/** Sends GET /columns without compression on a raw socket and stops reading after the first bytes. */
function neverReads(token: string): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /api${turboArea.report.apiBase}/columns HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${token}\r\nAccept-Encoding: identity\r\n\r\n`,
      );
    });
    socket.once('error', reject);
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      const first = chunk.toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(first)?.[1]), first, socket });
    });
  });
}

const call = (path: string, init: RequestInit = {}, token = admin) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

describe('a whole list nobody reads', () => {
  const stalled: Reader[] = [];

  it('holds no database connection: others log in and list while the lists wait in full socket buffers', async () => {
    for (const token of viewers.slice(0, 3)) {
      for (let i = 0; i < PER_PERSON; i += 1) stalled.push(await neverReads(token));
    }
    expect(stalled.map((reader) => reader.status)).toEqual(Array(TOTAL).fill(200));

    // Each answer below needs the database, whose 4 connections the old streams held until they closed.
    expect((await call('/api/admin/all')).status).toBe(200);
    expect((await call('/api/forexReport/first-page')).status).toBe(200);
    expect((await call(`/api${turboArea.report.apiBase}/first-page`)).status).toBe(200);
    const login = await call('/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses a person’s whole list beyond their limit, and anyone’s beyond the total, with 429', async () => {
    const mine = await neverReads(viewers[0]);
    expect(mine.status).toBe(429);
    expect(mine.first).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(mine.first).toContain(JSON.stringify({ message: TOO_MANY_FOR_YOU }));
    const anyone = await neverReads(viewers[3]);
    expect(anyone.status).toBe(429);
    expect(anyone.first).toContain(JSON.stringify({ message: TOO_MANY_IN_ALL }));
    for (const { socket } of [mine, anyone]) socket.destroy();
  });

  it('closes each connection that stopped reading before its list was sent, and frees its place', async () => {
    // The server's end of every connection closes (the idle timeout), though the clients never read.
    const ports = new Set(stalled.map(({ socket }) => socket.localPort));
    const theirs = serverSockets.filter((socket) => ports.has(socket.remotePort));
    expect(theirs).toHaveLength(TOTAL);
    await Promise.all(theirs.filter((socket) => !socket.closed).map((socket) => once(socket, 'close')));

    // What each client got before that is a list cut short: no end of the chunked answer.
    for (const { socket } of stalled) {
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', () => undefined);
      socket.resume();
      if (!socket.closed) await once(socket, 'close');
      expect(Buffer.concat(received).subarray(-5).toString('latin1')).not.toBe('0\r\n\r\n');
    }

    const whole = await call(`/api${turboArea.report.apiBase}/columns`, {}, viewers[0]);
    expect(whole.status).toBe(200);
    const lines = (await whole.text()).trim().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ kind: 'head', count: REPORTS });
    expect(JSON.parse(lines.at(-1)!)).toEqual({ kind: 'end', count: REPORTS });
  });
});
