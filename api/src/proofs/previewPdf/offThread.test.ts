import { AREAS } from '@console/contract/areas';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../testing/testApp';
import { inspectPdf } from '../../../testing/pdfInspect';

// pdfmake cannot load on this (the API's) thread in this file: a preview PDF can only come from the
// worker thread, which loads modules on its own. Building it on the request's thread again (where its
// layout held every other request for seconds) fails this test.
jest.mock('pdfmake', () => {
  throw new Error('pdfmake was loaded on the API thread');
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('builds a preview PDF in the worker thread, never on the thread that answers requests', async () => {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${AREAS[0].proof.apiBase}/generate-preview-pdf`,
    headers: admin,
    payload: { html: '<p>Built elsewhere</p>' },
  });
  expect(response.statusCode).toBe(200);
  expect(inspectPdf(response.rawPayload).text).toContain('Built elsewhere');
});
