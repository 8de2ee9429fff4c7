import { AREAS } from '@console/contract/areas';
import { auditOf, ifMatch } from '../../testing/audit';
import { form, PNG } from '../../testing/catalogue';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(AREAS)('$label catalogue: every write audited, every update and delete versioned', (area) => {
  // The JSON resources: how to create one and what an update changes.
  const resources = [
    {
      resource: 'note',
      base: `/api${area.note.apiBase}`,
      createPath: area.note.createPath,
      created: { note: 'first text', agent: 'a1' },
      changed: { note: 'second text', agent: 'a1' },
      field: 'note',
    },
    {
      resource: 'sport',
      base: `/api${area.sport.apiBase}`,
      createPath: '/',
      created: { [area.sport.nameField]: `Polo ${area.key}` },
      changed: { [area.sport.nameField]: `Water polo ${area.key}` },
      field: area.sport.nameField,
    },
    {
      resource: 'prooftype',
      base: `/api${area.prooftype.apiBase}`,
      createPath: '/',
      created: { type: `Type ${area.key}`, content: '<p>one</p>' },
      changed: { type: `Type ${area.key}`, content: '<p>two</p>' },
      field: 'content',
    },
  ];

  describe.each(resources)('$resource', ({ resource, base, createPath, created, changed, field }) => {
    const call = (method: Method, url: string, payload?: object, headers = admin) =>
      t.app.inject({ method, url: `${base}${url}`, headers, payload });
    const dataOf = (body: Record<string, unknown>) =>
      (body.data ?? Object.values(body).find((value) => typeof value === 'object')) as Record<string, unknown>;

    it('records create, update and delete with their field differences, bumping the version', async () => {
      const record = dataOf((await call('POST', createPath, created)).json());
      expect(record.version).toBe(1);
      const updated = await call('PUT', `/${String(record._id)}`, changed, ifMatch(1, admin));
      expect(updated.statusCode).toBe(200);
      expect(dataOf(updated.json()).version).toBe(2);
      expect((await call('DELETE', `/${String(record._id)}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);

      const entries = await auditOf(t.db, resource, String(record._id));
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[0]).toMatchObject({
        actorUsername: TEST_ADMIN.username,
        area: area.key,
        sections: [area.section],
      });
      expect(entries[0].changes[field]).toEqual({ after: (created as Record<string, unknown>)[field] });
      expect(entries[1].changes).toEqual({
        [field]: {
          before: (created as Record<string, unknown>)[field],
          after: (changed as Record<string, unknown>)[field],
        },
      });
      expect(entries[2].changes[field]).toEqual({ before: (changed as Record<string, unknown>)[field] });
      expect(entries[1]).toMatchObject({ requestId: expect.any(String), address: expect.any(String) });
    });

    it('refuses a stale update and a stale delete with 409 and the record as it is now, writing nothing', async () => {
      const record = dataOf((await call('POST', createPath, created)).json());
      const id = String(record._id);
      await call('PUT', `/${id}`, changed, ifMatch(1, admin)); // someone else's save: now version 2

      const staleUpdate = await call('PUT', `/${id}`, created, ifMatch(1, admin));
      expect(staleUpdate.statusCode).toBe(409);
      expect(staleUpdate.json()).toMatchObject({
        message: expect.stringMatching(/changed this record/),
        data: { _id: id, version: 2, [field]: (changed as Record<string, unknown>)[field] },
      });
      const staleDelete = await call('DELETE', `/${id}`, undefined, ifMatch(1, admin));
      expect(staleDelete.statusCode).toBe(409);
      expect(staleDelete.json().data).toMatchObject({ _id: id, version: 2 });

      const now = await call('GET', `/${id}`);
      expect(dataOf(now.json())).toMatchObject({ version: 2, [field]: (changed as Record<string, unknown>)[field] });
      expect((await auditOf(t.db, resource, id)).map((e) => e.action)).toEqual(['create', 'update']);
      await call('DELETE', `/${id}`); // names are unique in an area: make room for the next test
    });

    it('without If-Match, writes as before (the last write wins)', async () => {
      const record = dataOf((await call('POST', createPath, created)).json());
      await call('PUT', `/${String(record._id)}`, changed);
      const again = await call('PUT', `/${String(record._id)}`, created);
      expect(again.statusCode).toBe(200);
      expect(dataOf(again.json()).version).toBe(3);
      await call('DELETE', `/${String(record._id)}`);
    });

    it('answers 400 to an If-Match that names no version', async () => {
      const record = dataOf((await call('POST', createPath, created)).json());
      const response = await call('PUT', `/${String(record._id)}`, changed, { ...admin, 'if-match': 'nonsense' });
      expect(response.statusCode).toBe(400);
      await call('DELETE', `/${String(record._id)}`);
    });
  });

  describe('whitelabel (multipart)', () => {
    const base = `/api${area.whitelabel.apiBase}`;
    const fields = (name: string, group: string) => ({
      [area.whitelabel.userField]: name,
      whatsapp_group: group,
      hexacode: '#123456',
      url: 'https://brand.example.com',
    });
    const send = (method: Method, url: string, body?: FormData, headers = admin) =>
      t.app.inject({ method, url: `${base}${url}`, headers, payload: body });

    it('audits and versions its own create and update, and the shared delete', async () => {
      const name = `wl-${area.key}`;
      const created = (
        await send(
          'POST',
          area.whitelabel.createPath,
          form(fields(name, 'G1'), { logo: { bytes: PNG, filename: 'l.png' } }),
        )
      ).json().data;
      const id = String(created._id);
      expect(created.version).toBe(1);
      expect((await send('PUT', `/${id}`, form(fields(name, 'G2')), ifMatch(1, admin))).statusCode).toBe(200);
      const stale = await send('PUT', `/${id}`, form(fields(name, 'G3')), ifMatch(1, admin));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data).toMatchObject({ _id: id, whatsapp_group: 'G2', version: 2 });
      expect((await send('DELETE', `/${id}`, undefined, ifMatch(1, admin))).statusCode).toBe(409);
      expect((await send('DELETE', `/${id}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);
      const entries = await auditOf(t.db, 'whitelabel', id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[1].changes).toEqual({ whatsapp_group: { before: 'G1', after: 'G2' } });
    });
  });
});
