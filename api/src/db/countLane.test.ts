import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { countLaneOn, type CountLane } from './countLane';
import type { Database } from './index';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TAG = 'revision 1';
const atTag = async () => TAG;
const backendOf = async (db: Database) =>
  (await db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0].pid;

/** A count that holds its lane until `release` is called, and says when it has started. */
function heldCount() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const work = async () => {
    started();
    await released;
    return 'held';
  };
  return { work, running, release };
}

let lanes: CountLane[] = [];
const laneOf = (...options: [number?, number?]) => {
  const lane = countLaneOn(t.pool, ...options);
  lanes.push(lane);
  return lane;
};
afterEach(async () => {
  await Promise.all(lanes.map((lane) => lane.close()));
  lanes = [];
});

it('counts in a read-only snapshot of its own, on connections it keeps', async () => {
  const lane = laneOf(1);
  const first = await lane.run(atTag, TAG, backendOf);
  const second = await lane.run(atTag, TAG, backendOf);
  expect(first).toEqual(expect.any(Number));
  expect(second).toBe(first);
  expect(first).not.toBe(await backendOf(t.db));
  const readOnly = await lane.run(atTag, TAG, async (db) => {
    const { rows } = await db.execute<{ transaction_read_only: string }>(sql`SHOW transaction_read_only`);
    return rows[0].transaction_read_only;
  });
  expect(readOnly).toBe('on');
});

it('answers null, counting nothing, when its snapshot is at another revision than the caller’s', async () => {
  const work = jest.fn(async () => 1);
  expect(await laneOf(1).run(async () => 'revision 2', TAG, work)).toBeNull();
  expect(work).not.toHaveBeenCalled();
});

it('makes a count wait while every lane is busy, and gives it the lane that comes free', async () => {
  const lane = laneOf(1, 60_000);
  const held = heldCount();
  const first = lane.run(atTag, TAG, async (db) => [await backendOf(db), await held.work()]);
  await held.running;
  const second = lane.run(atTag, TAG, backendOf);
  held.release();
  const [firstBackend] = (await first)!;
  expect(await second).toBe(firstBackend);
});

it('answers null when no lane comes free in time, so the caller counts on its own connection', async () => {
  const lane = laneOf(1, 20);
  const held = heldCount();
  const first = lane.run(atTag, TAG, held.work);
  await held.running;
  const work = jest.fn(async () => 1);
  expect(await lane.run(atTag, TAG, work)).toBeNull();
  expect(work).not.toHaveBeenCalled();
  held.release();
  expect(await first).toBe('held');
  // The lane is free again.
  expect(await lane.run(atTag, TAG, async () => 2)).toBe(2);
});

it('gives a count’s own failure to the caller, and keeps counting after it', async () => {
  const lane = laneOf(1);
  const failure = lane.run(atTag, TAG, (db) => db.execute(sql`SELECT 1 / 0`));
  await expect(failure).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'division by zero' }) });
  expect(await lane.run(atTag, TAG, async () => 3)).toBe(3);
});

it('answers null when it cannot connect', async () => {
  // Nothing listens on port 1 of this machine.
  const unreachable = new pg.Pool({ connectionString: 'postgres://nobody:none@127.0.0.1:1/none' });
  const lane = countLaneOn(unreachable, 1);
  try {
    expect(await lane.run(atTag, TAG, async () => 1)).toBeNull();
  } finally {
    await lane.close();
    await unreachable.end();
  }
});

it('has every lane do the same work at once, read-only, and then counts on those same lanes', async () => {
  const lane = laneOf(2);
  const warmed: Array<{ pid: number; readOnly: string }> = [];
  await lane.warm(async (db) => {
    const { rows } = await db.execute<{ pid: number; read_only: string }>(
      sql`SELECT pg_backend_pid() AS pid, current_setting('transaction_read_only') AS read_only`,
    );
    warmed.push({ pid: rows[0].pid, readOnly: rows[0].read_only });
  });
  expect(warmed).toHaveLength(2);
  expect(new Set(warmed.map(({ pid }) => pid)).size).toBe(2);
  expect(warmed.every(({ readOnly }) => readOnly === 'on')).toBe(true);
  const counted = await Promise.all([lane.run(atTag, TAG, backendOf), lane.run(atTag, TAG, backendOf)]);
  expect(new Set(counted)).toEqual(new Set(warmed.map(({ pid }) => pid)));
});

it('gives a failed warming to its caller and frees the lanes', async () => {
  const lane = laneOf(2, 60_000);
  await expect(lane.warm((db) => db.execute(sql`SELECT 1 / 0`))).rejects.toThrow();
  expect(await Promise.all([lane.run(atTag, TAG, async () => 1), lane.run(atTag, TAG, async () => 2)])).toEqual([1, 2]);
});
