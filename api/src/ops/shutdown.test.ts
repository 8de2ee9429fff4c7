import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../db/embedded';
import { startApiProcess, waitFor } from '../../testing/apiProcess';
import { testServerUrl } from '../../testing/testServer';

const PASSWORD = 'Shutdown-Test-Password-1';

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

// A real process on a database of its own (DATABASE_URL): SIGTERM while a request is half sent.
it('SIGTERM stops taking connections, answers the request in flight, closes the pool and exits 0', async () => {
  const database = `shutdown_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${database}`);
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-shutdown-'));
  const port = await findFreePort();
  const api = await startApiProcess(dataDir, {
    PORT: String(port),
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: PASSWORD,
    APPS_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  const socket = new net.Socket();
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor('the instance to be ready', async () =>
      (await fetch(`${base}/api/health/ready`)).status === 200 ? true : undefined,
    );

    // A login whose body is only half sent: in flight until the rest arrives.
    const body = JSON.stringify({ username: 'admin', password: PASSWORD });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
    socket.write(
      `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await waitFor('the API to log the request', async () =>
      /"url":"\/api\/admin\/login".*incoming request|incoming request.*"url":"\/api\/admin\/login"/.test(api.output())
        ? true
        : undefined,
    );

    api.child.kill('SIGTERM');
    await waitFor('new connections to be refused', async () => ((await refused(port)) ? true : undefined));
    expect(api.child.exitCode).toBeNull();

    // write, not end: a client that half-closes its side has given up on the answer.
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toContain('SIGTERM received: no new connections, finishing the requests in flight');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- API output ---\n${api.output()}`);
  } finally {
    socket.destroy();
    await api.kill();
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}, 120_000);
