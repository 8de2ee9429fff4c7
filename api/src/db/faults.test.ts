import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  login,
  startApiProcess,
  startExternalPostgres,
  stopPostgresOf,
  tempDataDir,
  waitFor,
  type ApiProcess,
  type ExternalPostgres,
} from '../../testing/apiProcess';

// Real processes killed for real: the API as `npm start` runs it, its embedded PostgreSQL, and a
// separate PostgreSQL standing in for an external DATABASE_URL. Each test signals only processes it
// started (the pids it spawned, or the postgres on its own throw-away folder) and cleans up in
// `finally`, whatever happened.

const PASSWORD = 'Fault-Admin-Password-1';
const UNREACHABLE = { message: 'The console cannot reach its database; it is retrying.' };

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
const isPostgresOf = (pid: number, dataDir: string) =>
  existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(path.join(dataDir, 'pg'));

function call(api: ApiProcess, token: string, url: string, body?: object) {
  return fetch(`${api.base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function addNote(api: ApiProcess, token: string, note: string): Promise<void> {
  const response = await call(api, token, '/api/note/add', { note });
  if (response.status !== 201) throw new Error(`note not saved: ${response.status} ${await response.text()}`);
}

/** The notes' texts once the API answers 200 again (503s meanwhile are the outage being waited out). */
function notesOnceBack(api: ApiProcess, token: string): Promise<string[]> {
  return waitFor(
    'the API to answer again',
    async () => {
      const response = await call(api, token, '/api/note');
      if (response.status !== 200) return undefined;
      return ((await response.json()) as { data: { note: string }[] }).data.map((row) => row.note);
    },
    30_000,
  );
}

async function expectOutageAnswer(api: ApiProcess, token: string): Promise<void> {
  // Backends that already served a pooled connection can answer a moment after the postmaster dies
  // (they notice its death at their next wait): the outage is what the next calls see, not the very first.
  const response = await waitFor(
    'a call answered during the outage',
    async () => {
      const answer = await call(api, token, '/api/note');
      return answer.status === 200 ? undefined : answer;
    },
    15_000,
  );
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('2');
  expect(await response.json()).toEqual(UNREACHABLE);
}

async function withDataDir(prefix: string, run: (dataDir: string, apis: ApiProcess[]) => Promise<void>) {
  const dataDir = tempDataDir(prefix);
  const apis: ApiProcess[] = [];
  try {
    await run(dataDir, apis);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\n--- API output ---\n${apis.map((api) => api.output()).join('\n---\n')}`,
    );
  } finally {
    for (const api of apis) await api.kill();
    await stopPostgresOf(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

it(
  'the embedded PostgreSQL killed: 503 meanwhile, restarted by the API, nothing acknowledged lost',
  () =>
    withDataDir('api-fault-pg-', async (dataDir, apis) => {
      // A first restart 2 s after the crash: long enough to see the gap for certain.
      const api = await startApiProcess(dataDir, { ADMIN_PASSWORD: PASSWORD, PG_RESTART_FIRST_DELAY_MS: '2000' });
      apis.push(api);
      const token = await login(api.base, 'admin', PASSWORD);
      await addNote(api, token, 'saved before the crash');

      process.kill(postmasterPid(dataDir), 'SIGKILL');
      await expectOutageAnswer(api, token);

      expect(await notesOnceBack(api, token)).toContain('saved before the crash');
      await addNote(api, token, 'saved after the restart');
      expect(api.output()).toMatch(/killed by SIGKILL; restarting it/);
    }),
  180_000,
);

it(
  'the API killed: started again on the same DATA_DIR, it stops its orphaned PostgreSQL and carries on',
  () =>
    withDataDir('api-fault-api-', async (dataDir, apis) => {
      const first = await startApiProcess(dataDir, { ADMIN_PASSWORD: PASSWORD });
      apis.push(first);
      const token = await login(first.base, 'admin', PASSWORD);
      await addNote(first, token, 'acknowledged before the API died');
      const orphan = postmasterPid(dataDir);

      await first.kill();
      expect(isPostgresOf(orphan, dataDir)).toBe(true); // left running: the orphan this is about

      const second = await startApiProcess(dataDir, { ADMIN_PASSWORD: PASSWORD });
      apis.push(second);
      expect(second.output()).toContain(`stopped PostgreSQL process ${orphan}`);
      expect(isPostgresOf(orphan, dataDir)).toBe(false);
      // The session from before the crash still holds, and so does the note.
      expect(await notesOnceBack(second, token)).toContain('acknowledged before the API died');
    }),
  180_000,
);

it(
  'the embedded PostgreSQL cannot come back: one clear line and a non-zero exit',
  () =>
    withDataDir('api-fault-giveup-', async (dataDir, apis) => {
      const api = await startApiProcess(dataDir, {
        ADMIN_PASSWORD: PASSWORD,
        PG_RESTART_FIRST_DELAY_MS: '1500',
        PG_RESTART_TRIES: '2',
      });
      apis.push(api);
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      // A cluster of a version this PostgreSQL cannot run: every restart fails at once.
      writeFileSync(path.join(dataDir, 'pg/PG_VERSION'), '1\n');
      expect(await api.exited).toEqual({ code: 1, signal: null });
      expect(api.output()).toMatch(/did not start again after 2 tries; the API is exiting/);
    }),
  180_000,
);

it('an external DATABASE_URL stopped and started again: 503 meanwhile, then the same sessions and data', async () => {
  const serverDir = tempDataDir('api-fault-external-');
  let external: ExternalPostgres | undefined;
  try {
    external = await startExternalPostgres(serverDir);
    const { url, port } = external;
    await withDataDir('api-fault-external-api-', async (dataDir, apis) => {
      const api = await startApiProcess(dataDir, { ADMIN_PASSWORD: PASSWORD, DATABASE_URL: url });
      apis.push(api);
      const token = await login(api.base, 'admin', PASSWORD);
      await addNote(api, token, 'saved before the restart');

      await external!.stop();
      await expectOutageAnswer(api, token);

      external = await startExternalPostgres(serverDir, port);
      expect(await notesOnceBack(api, token)).toContain('saved before the restart');
      await addNote(api, token, 'saved after the restart');
    });
  } finally {
    await external?.stop();
    rmSync(serverDir, { recursive: true, force: true });
  }
}, 180_000);
