import { sql } from 'drizzle-orm';
import { niceOf } from '../../testing/niceOf';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { lowPriorityOn } from './lowPriority';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const backendOf = async (db: NonNullable<Awaited<ReturnType<ReturnType<typeof lowPriorityOn>>>>['db']) => {
  const { rows } = await db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
  return rows[0].pid;
};

it('opens a connection of its own whose PostgreSQL process runs at the lowest priority, and closes it', async () => {
  const lowered = await lowPriorityOn(t.pool)();
  expect(lowered).not.toBeNull();
  const pid = await backendOf(lowered!.db);
  expect(niceOf(pid)).toBe(19);
  // The pool's connections are left as they are.
  const { rows } = await t.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
  expect(rows[0].pid).not.toBe(pid);
  expect(niceOf(rows[0].pid)).toBe(0);
  const { rows: answered } = await lowered!.db.execute<{ one: number }>(sql`SELECT 1 AS one`);
  expect(answered[0].one).toBe(1);
  await lowered!.close();
  const { rows: gone } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`,
  );
  expect(gone[0].n).toBe(0);
});

it('raises it back when someone waits, where this process may (root may; others keep it lowest)', async () => {
  const lowered = await lowPriorityOn(t.pool)();
  const pid = await backendOf(lowered!.db);
  lowered!.raise();
  expect(niceOf(pid)).toBe(process.getuid?.() === 0 ? 0 : 19);
  await lowered!.close();
});
