import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { forexArea, turboArea, type AreaKey } from '@console/contract/areas';
import { listBlocks, listSnapshots } from '../db/schema';
import { revisionOf } from '../revisions/listRevision';
import { buildApp } from '../app';
import { warmUp } from '../ops/beforeServing';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';

// A fresh database, builds in the background, on a machine that may be busy: jest ignores testTimeout.
jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

// `t` builds nothing ahead; each test starts its own instances on the same database, as a restart or a
// second machine would, and closes them.
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

/** An instance as main.ts starts one: ready, then warmed before it would serve. */
async function startInstance(): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...t.config, wholeListAhead: true }, db: t.db, pool: t.pool, logger: false });
  await app.ready();
  await warmUp(app);
  return app;
}

/** The stored whole list of the area once it is at the area's current revision (no reader asked for it). */
async function builtAtCurrent(area: AreaKey) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const current = await revisionOf(t.db, area, 'reports');
    const [stored] = await t.db
      .select({ epoch: listSnapshots.epoch, revision: listSnapshots.revision, count: listSnapshots.count })
      .from(listSnapshots)
      .where(and(eq(listSnapshots.area, area), eq(listSnapshots.list, 'reports')));
    if (stored && stored.epoch === current.epoch && stored.revision === current.revision) return stored;
    if (Date.now() > deadline) throw new Error(`the ${area} whole list was not built at revision ${current.revision}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The stored list's revision and when it was built, or undefined when none is stored. */
async function stored(area: AreaKey) {
  const [row] = await t.db
    .select({ revision: listSnapshots.revision, builtAt: listSnapshots.builtAt })
    .from(listSnapshots)
    .where(and(eq(listSnapshots.area, area), eq(listSnapshots.list, 'reports')));
  return row;
}

/** How many of the area's blocks are stored for the next build (storedBlocks.ts). */
async function blocksStored(area: AreaKey) {
  const [{ n }] = await t.db.select({ n: count() }).from(listBlocks).where(eq(listBlocks.area, area));
  return n;
}

const create = (app: FastifyInstance, area: typeof turboArea, userName: string) =>
  app.inject({
    method: 'POST',
    url: `/api${area.report.apiBase}/create`,
    headers: admin,
    payload: reportBody({ userName }),
  });
const read = (app: FastifyInstance, area: typeof turboArea) =>
  app.inject({ url: `/api${area.report.apiBase}/columns`, headers: { ...admin, 'accept-encoding': 'br' } });

it('builds before serving a list whose stored copy is not at its revision, before anyone reads it', async () => {
  // Written while no instance building ahead runs (as a seed, or a restore while the API was down).
  for (const userName of ['start-one', 'start-two'])
    expect((await create(t.app, turboArea, userName)).statusCode).toBe(201);
  expect((await create(t.app, forexArea, 'start-forex')).statusCode).toBe(201);
  expect(await stored('turbo')).toBeUndefined();
  const instance = await startInstance();
  try {
    // Built by the time the instance would serve, its blocks stored too: no reader waits for it, and no
    // write of its blocks comes among the first requests.
    const current = await revisionOf(t.db, 'turbo', 'reports');
    expect(await stored('turbo')).toEqual(expect.objectContaining({ revision: current.revision }));
    expect(await blocksStored('turbo')).toBeGreaterThan(0);
    expect((await builtAtCurrent('turbo')).count).toBe(2);
    expect((await builtAtCurrent('forex')).count).toBe(1);
  } finally {
    await instance.close();
  }
});

it('builds a list again after a write, so the next reader takes a copy already made', async () => {
  const instance = await startInstance();
  try {
    for (const userName of ['ahead-one', 'ahead-two'])
      expect((await create(instance, turboArea, userName)).statusCode).toBe(201);
    expect((await builtAtCurrent('turbo')).count).toBe(4);
    const current = await revisionOf(t.db, 'turbo', 'reports');
    const again = await read(instance, turboArea);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toContain(`${current.epoch}.${current.revision}`);
  } finally {
    await instance.close();
  }
});

it('takes on start a list stored at its revision without building it again', async () => {
  const before = await stored('forex');
  expect(before).toBeDefined();
  const instance = await startInstance();
  try {
    // Held from the stored copy: nothing built, and after a write the list is brought up unread.
    expect(await stored('forex')).toEqual(before);
    expect((await create(instance, forexArea, 'held-from-the-start')).statusCode).toBe(201);
    expect((await builtAtCurrent('forex')).count).toBe(2);
  } finally {
    await instance.close();
  }
});

it('holds no list on an instance that did not warm up, and builds nothing after its writes until it is read', async () => {
  const app = await buildApp({ config: { ...t.config, wholeListAhead: true }, db: t.db, pool: t.pool, logger: false });
  await app.ready();
  try {
    const before = await stored('forex');
    expect((await create(app, forexArea, 'not-read-yet')).statusCode).toBe(201);
    expect((await create(app, turboArea, 'read-here')).statusCode).toBe(201);
    expect((await read(app, turboArea)).statusCode).toBe(200);
    // The turbo list, read here, is brought up after its next write; the forex list, not read here, is not.
    expect((await create(app, turboArea, 'ahead-three')).statusCode).toBe(201);
    expect((await builtAtCurrent('turbo')).count).toBe(6);
    expect(await stored('forex')).toEqual(before);
    expect((await read(app, forexArea)).statusCode).toBe(200);
    expect((await builtAtCurrent('forex')).count).toBe(3);
  } finally {
    await app.close();
  }
});

it('gives the reports of a list it holds their wires after the start, the list’s revision unchanged', async () => {
  // Reports as written before wires were kept (or restored from an archive, which never takes a wire).
  await t.db.execute(sql`UPDATE reports SET wire = NULL WHERE area = 'turbo'`);
  const unwired = async () =>
    (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM reports WHERE area = 'turbo' AND wire IS NULL`,
      )
    ).rows[0].n;
  expect(await unwired()).toBeGreaterThan(0);
  const instance = await startInstance();
  try {
    const held = await builtAtCurrent('turbo');
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    // Within 20 s: the periodic fill (every 30 s) would come too late; the one after the start must not.
    const deadline = Date.now() + 20_000;
    while ((await unwired()) > 0) {
      if (Date.now() > deadline) throw new Error('the reports were not given their wires');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Nothing of the list changed: no new revision, so the copy held is still the current one.
    expect(await revisionOf(t.db, 'turbo', 'reports')).toEqual(revision);
    expect(await builtAtCurrent('turbo')).toEqual(held);
  } finally {
    await instance.close();
  }
});
