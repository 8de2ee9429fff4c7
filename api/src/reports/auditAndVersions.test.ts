import { AREAS } from '@console/contract/areas';
import { allAudit, auditOf, ifMatch } from '../../testing/audit';
import { reportBody, row, spreadsheet, upload } from '../../testing/reports';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

jest.setTimeout(30_000);
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

describe.each(AREAS)('$label reports: audited and versioned', (area) => {
  const base = `/api${area.report.apiBase}`;
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers: object = admin) =>
    t.app.inject({ method, url: `${base}${url}`, headers: headers as Record<string, string>, payload });

  it('records create, update (field differences) and delete; stale versions get 409 and write nothing', async () => {
    const created = (await send('POST', '/create', reportBody({ remark: 'first' }))).json().data;
    const id = String(created._id);
    expect(created.version).toBe(1);
    const updated = await send('PUT', `/${id}`, reportBody({ remark: 'second', agent: 'agent9' }), ifMatch(1, admin));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.version).toBe(2);

    const stale = await send('PUT', `/${id}`, reportBody({ remark: 'third' }), ifMatch(1, admin));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ _id: id, remark: 'second', version: 2 });
    const staleDelete = await send('DELETE', `/${id}`, undefined, ifMatch(1, admin));
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().data).toMatchObject({ _id: id, version: 2 });
    const stored = (await send('GET', '/all')).json().data.find((r: { _id: string }) => r._id === id);
    expect(stored).toMatchObject({ remark: 'second', version: 2 });

    expect((await send('DELETE', `/${id}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);
    const entries = await auditOf(t.db, 'report', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1].changes).toEqual({
      remark: { before: 'first', after: 'second' },
      agent: { before: reportBody().agent, after: 'agent9' },
    });
    expect(entries[1]).toMatchObject({ area: area.key, sections: [area.section], actorUsername: TEST_ADMIN.username });
  });

  it('an import is one entry with its counts and the ids it created', async () => {
    const before = (await allAudit(t.db)).length;
    const file = await spreadsheet([row({ 'User Name': 'one' }), row({ 'User Name': 'two' })]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      headers: admin,
      payload: upload(file),
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((r: { _id: string }) => r._id);
    const added = (await allAudit(t.db)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      resource: 'report',
      action: 'import',
      area: area.key,
      detail: { imported: 2, errors: 0, blankRows: 0, ids },
    });
  });
});
