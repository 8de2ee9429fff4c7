import { and, eq } from 'drizzle-orm';
import { forexArea, turboArea, type AreaKey } from '@console/contract/areas';
import { listSnapshots } from '../db/schema';
import { revisionOf } from '../revisions/listRevision';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';

// A fresh database, builds in the background, on a machine that may be busy: jest ignores testTimeout.
jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp({ config: { wholeListAhead: true } })));
afterAll(() => t?.close());

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

const create = (area: typeof turboArea, userName: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${area.report.apiBase}/create`,
    headers: admin,
    payload: reportBody({ userName }),
  });
const read = (area: typeof turboArea) =>
  t.app.inject({ url: `/api${area.report.apiBase}/columns`, headers: { ...admin, 'accept-encoding': 'br' } });

it('builds a list again after a write once someone has read it, so the next reader takes a copy already made', async () => {
  expect((await read(turboArea)).statusCode).toBe(200);
  expect((await builtAtCurrent('turbo')).count).toBe(0);
  for (const userName of ['ahead-one', 'ahead-two']) expect((await create(turboArea, userName)).statusCode).toBe(201);
  expect((await builtAtCurrent('turbo')).count).toBe(2);
  const current = await revisionOf(t.db, 'turbo', 'reports');
  const again = await read(turboArea);
  expect(again.statusCode).toBe(200);
  expect(again.headers.etag).toContain(`${current.epoch}.${current.revision}`);
});

it('leaves a list nobody has read on this instance to its first reader', async () => {
  expect((await create(forexArea, 'not-read-yet')).statusCode).toBe(201);
  // The turbo list, read above, is brought up after its write; the forex list, never read, is not.
  expect((await create(turboArea, 'ahead-three')).statusCode).toBe(201);
  expect((await builtAtCurrent('turbo')).count).toBe(3);
  const [forex] = await t.db
    .select({ revision: listSnapshots.revision })
    .from(listSnapshots)
    .where(and(eq(listSnapshots.area, 'forex'), eq(listSnapshots.list, 'reports')));
  expect(forex).toBeUndefined();
  expect((await read(forexArea)).statusCode).toBe(200);
  expect((await builtAtCurrent('forex')).count).toBe(1);
});
