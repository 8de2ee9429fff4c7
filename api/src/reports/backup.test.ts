import { AREAS } from '@console/contract/areas';
import { backupRegistry } from '../backup/registry';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it("backs up each area's reports as its own collection and restores them unchanged", async () => {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const created: Record<string, unknown> = {};
  for (const area of AREAS) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${area.report.apiBase}/create`,
      headers: admin,
      payload: reportBody({ userName: area.key }),
    });
    created[area.key] = response.json().data;
  }
  for (const area of AREAS) {
    const collection = backupRegistry.get(area.report.backupCollection)!;
    const dump = await collection.dump(t.db);
    expect(dump.map((row) => JSON.parse(row).id)).toEqual([(created[area.key] as { _id: string })._id]);
    // The report's wire (the whole list's part of it) goes in the archive but never comes back from one:
    // the API writes it, an archive could hold anything (reportWire.ts).
    const archived = JSON.parse(dump[0]) as Record<string, unknown>;
    expect(typeof archived.wire).toBe('string');
    expect(collection.admit!(archived)).toMatchObject({ id: archived.id, wire: null });
    const base = `/api${area.report.apiBase}`;
    await t.app.inject({
      method: 'DELETE',
      url: `${base}/${(created[area.key] as { _id: string })._id}`,
      headers: admin,
    });
    await collection.restore(t.db, dump);
    const listed = (await t.app.inject({ url: `${base}/all`, headers: admin })).json().data;
    expect(listed).toEqual([created[area.key]]);
  }
});
