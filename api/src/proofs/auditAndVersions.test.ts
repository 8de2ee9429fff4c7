import { AREAS } from '@console/contract/areas';
import { auditOf, ifMatch } from '../../testing/audit';
import { PNG } from '../../testing/catalogue';
import { makeCatalogue, proofForm, proofFormFields, type Catalogue } from '../../testing/proofs';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const shot = { bytes: PNG, filename: 'shot.png' };

describe.each(AREAS)('$label proofs: audited and versioned', (area) => {
  const base = `/api${area.proof.apiBase}`;
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await makeCatalogue(t, area, admin);
  });
  const body = (amount: string) => proofForm(proofFormFields(area, catalogue, { amount }), { images: [shot] });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: FormData,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method, url: `${base}${url}`, headers, payload });

  it('records create, update and delete with the changed fields; a stale version gets 409 and writes nothing', async () => {
    const created = (await send('POST', '/create', body('100'))).json().data;
    const id = String(created._id);
    expect(created.version).toBe(1);
    const updated = await send('PUT', `/${id}`, body('200'), ifMatch(1, admin));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.version).toBe(2);

    const stale = await send('PUT', `/${id}`, body('300'), ifMatch(1, admin));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ _id: id, amount: 200, version: 2 });
    const staleDelete = await send('DELETE', `/${id}`, undefined, ifMatch(1, admin));
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().data).toMatchObject({ _id: id, version: 2 });
    const stored = await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: admin });
    expect(stored.json().data).toMatchObject({ amount: 200, version: 2 });

    expect((await send('DELETE', `/${id}`, undefined, ifMatch(2, admin))).statusCode).toBe(200);
    const entries = await auditOf(t.db, 'proof', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0].changes.amount).toEqual({ after: 100 });
    expect(entries[1].changes.amount).toEqual({ before: 100, after: 200 });
    expect(entries[1]).toMatchObject({ actorUsername: TEST_ADMIN.username, area: area.key, sections: [area.section] });
    expect(entries[2].changes.amount).toEqual({ before: 200 });
  });

  it('a failing write leaves no entry (rolled back with it)', async () => {
    const created = (await send('POST', '/create', body('100'))).json().data;
    const refused = await send(
      'PUT',
      `/${String(created._id)}`,
      proofForm(proofFormFields(area, catalogue, { amount: '5', sportname: catalogue.proofType._id }), {
        images: [shot],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await auditOf(t.db, 'proof', String(created._id))).map((e) => e.action)).toEqual(['create']);
  });
});
