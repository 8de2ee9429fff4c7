import { AREAS } from '@console/contract/areas';
import { backupRegistry } from '../backup/registry';
import { PNG } from '../../testing/catalogue';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { makeCatalogue, proofForm, proofFormFields } from '../../testing/proofs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each(AREAS)('backs up $label proofs as their own collection, with their image files', async (area) => {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const catalogue = await makeCatalogue(t, area, admin);
  const file = { bytes: PNG, filename: 'a.png' };
  const created = await t.app.inject({
    method: 'POST',
    url: `/api${area.proof.apiBase}/create`,
    headers: admin,
    payload: proofForm(proofFormFields(area, catalogue), { images: [file], navigation2Images: [file] }),
  });
  const { data } = created.json();

  const collection = backupRegistry.get(area.proof.backupCollection)!;
  const rows = (await collection.dump(t.db)).map((row) => JSON.parse(row));
  expect(rows.map((row) => row.id)).toEqual([data._id]);
  expect(collection.files!(rows[0])).toEqual([data.images[0].data, data.navigation2Images[0].data]);
});
