import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { login, startApiProcess, stopPostgresOf, tempDataDir, type ApiProcess } from '../../testing/apiProcess';

// The API as `npm start` runs it, with its embedded PostgreSQL (initdb and a start: slower than the
// project's default timeout on a busy machine).
jest.setTimeout(180_000);
const PASSWORD = 'Socket-Admin-Password-1';
let dataDir: string;
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = tempDataDir('api-socket-');
  api = await startApiProcess(dataDir, { ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await api?.kill();
  await stopPostgresOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it("talks to its embedded PostgreSQL through the server's Unix socket, which TCP stands beside", async () => {
  await login(api!.base, 'admin', PASSWORD);
  // postmaster.pid: pid, folder, start time, port, socket directory, listen address, …
  const [, , , port, socketDirectory, address] = readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split(
    '\n',
  );
  expect(socketDirectory).toMatch(/^\//);
  expect(address).toBe('127.0.0.1');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: address, port: Number(port), user: 'postgres', password, database: 'console' });
  await client.connect();
  try {
    // A connection through a Unix socket has no client address; this one, over TCP, has 127.0.0.1.
    const { rows } = await client.query<{ address: string | null; own: boolean }>(
      `SELECT client_addr::text AS address, pid = pg_backend_pid() AS own
         FROM pg_stat_activity WHERE datname = 'console' AND backend_type = 'client backend'`,
    );
    expect(rows.filter((row) => row.own)).toEqual([{ address: '127.0.0.1/32', own: true }]);
    const theApis = rows.filter((row) => !row.own);
    expect(theApis.length).toBeGreaterThan(0);
    expect(theApis.every((row) => row.address === null)).toBe(true);
  } finally {
    await client.end();
  }
});
