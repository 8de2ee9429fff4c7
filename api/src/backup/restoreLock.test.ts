import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { AREAS } from '@console/contract/areas';
import { ADVISORY_LOCK } from '../db/locks';
import { attendance, auditEntries, notes, sessions } from '../db/schema';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { createArchive } from './archive';
import { forexChartBackup } from '../forexchart/backup';
import { registryOf } from './registry';
import { restoreArchive } from './restore';
import { RESTORE_IN_PROGRESS } from './restoreLock';

// A restore is exclusive across every API instance: they share nothing but the database, so the lock is
// PostgreSQL's. Another connection stands in for another instance (or `npm run restore` on another machine).
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const area = AREAS[0];
const addNote = (note: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${area.note.apiBase}${area.note.createPath}`,
    headers: admin,
    payload: { date: '2026-03-14', origin: 'Site A', agent: 'a', user: 'u', whatsappGroup: 'G', note },
  });
const notesNamed = async (note: string) =>
  (await t.db.select({ n: count() }).from(notes).where(eq(notes.note, note)))[0].n;

/** Another connection, as another instance would hold it. */
async function otherConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  return client;
}

/** Another connection holding the restore lock, as a restore does from its first statement to its end. */
async function restoreUnderWay(): Promise<pg.Client> {
  const restore = await otherConnection();
  await restore.query('BEGIN');
  await restore.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.restore]);
  return restore;
}

/** Whether some session waits for the restore lock in `mode` (what PostgreSQL itself shows). */
async function waitingFor(mode: 'ShareLock' | 'ExclusiveLock'): Promise<boolean> {
  const client = await otherConnection();
  try {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND objsubid = 1 AND mode = $2 AND NOT granted`,
      [ADVISORY_LOCK.restore, mode],
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await probe()); tries++) {
    if (tries > 300) throw new Error(`never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('a write during a restore waits for it and is saved once the restore ends', async () => {
  const restore = await restoreUnderWay();
  try {
    const write = addNote('written after the restore');
    await until('the write waiting for the restore', () => waitingFor('ShareLock'));
    expect(await notesNamed('written after the restore')).toBe(0);
    await restore.query('COMMIT');
    expect((await write).statusCode).toBe(201);
    expect(await notesNamed('written after the restore')).toBe(1);
  } finally {
    await restore.end();
  }
});

it('a write during a long restore is refused with a message and Retry-After, and nothing of it is kept', async () => {
  const restore = await restoreUnderWay();
  try {
    const refused = await addNote('refused during the restore');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: RESTORE_IN_PROGRESS });
    expect(refused.headers['retry-after']).toBe('30');
    // Reading goes on.
    expect((await t.app.inject({ url: `/api${area.note.apiBase}`, headers: admin })).statusCode).toBe(200);
  } finally {
    await restore.query('ROLLBACK');
    await restore.end();
  }
  expect(await notesNamed('refused during the restore')).toBe(0);
  expect((await addNote('after the restore')).statusCode).toBe(201);
});

/** The rows a login writes: its session, attendance record and audit entry (the admin's, by these tests). */
type LoginRows = Record<'sessions' | 'attendance' | 'entries', number>;
async function loginRows(): Promise<LoginRows> {
  const [{ sessions: s, attendance: a, entries: e }] = (
    await t.db.execute<LoginRows>(sql`SELECT
      (SELECT count(*)::int FROM ${sessions}) AS sessions,
      (SELECT count(*)::int FROM ${attendance}) AS attendance,
      (SELECT count(*)::int FROM ${auditEntries} WHERE ${auditEntries.action} = 'login') AS entries`)
  ).rows;
  return { sessions: s, attendance: a, entries: e };
}

/** One more of each: what one login writes. */
const oneLoginMore = ({ sessions: s, attendance: a, entries: e }: LoginRows): LoginRows => ({
  sessions: s + 1,
  attendance: a + 1,
  entries: e + 1,
});

const logIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });

it('a login during a restore waits for it, then writes its session, attendance record and entry together', async () => {
  const before = await loginRows();
  const restore = await restoreUnderWay();
  try {
    const login = logIn();
    await until('the login waiting for the restore', () => waitingFor('ShareLock'));
    expect(await loginRows()).toEqual(before);
    await restore.query('COMMIT');
    expect((await login).statusCode).toBe(200);
    expect(await loginRows()).toEqual(oneLoginMore(before));
  } finally {
    await restore.end();
  }
});

it('a login during a long restore is refused, and writes nothing', async () => {
  const before = await loginRows();
  const restore = await restoreUnderWay();
  try {
    const refused = await logIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: RESTORE_IN_PROGRESS });
  } finally {
    await restore.query('ROLLBACK');
    await restore.end();
  }
  expect(await loginRows()).toEqual(before);
  expect((await logIn()).statusCode).toBe(200);
  expect(await loginRows()).toEqual(oneLoginMore(before));
});

it('a restore waits for the writes under way on other instances to commit before it writes', async () => {
  const registry = registryOf([forexChartBackup]);
  const archive = await createArchive(t.db, t.config.dataDir, registry, ['forexchart']);
  const writer = await otherConnection();
  try {
    await writer.query('BEGIN');
    await writer.query('SELECT pg_advisory_xact_lock_shared($1)', [ADVISORY_LOCK.restore]);
    let restored = false;
    const restoring = restoreArchive(t.db, t.config.dataDir, registry, archive.file).then(() => (restored = true));
    await until('the restore waiting for the write', () => waitingFor('ExclusiveLock'));
    expect(restored).toBe(false);
    await writer.query('COMMIT');
    await restoring;
    expect(restored).toBe(true);
  } finally {
    await writer.end();
    await archive.dispose();
  }
});
