import { AREAS } from '@console/contract/areas';
import { sampleReport } from '@console/contract/testing';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { warmUp } from '../ops/beforeServing';
import { warmNewestReports } from './warmNewestReports';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('reads each area’s newest reports in the list’s order before the API serves, as a page’s walk reads them', async () => {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  for (const area of AREAS) {
    const { _id, recordAddBy, ...body } = sampleReport({ userName: `newest-${area.key}` });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api${area.report.apiBase}/create`,
      headers: admin,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
  }
  // What main.ts waits for before it listens (ops/beforeServing.ts).
  expect(await warmUp(t.app)).toContain('newest reports read');
  // Each area's newest, as far as a walk goes: here the one report each area has.
  expect(await warmNewestReports(t.db)).toEqual({ turbo: 1, forex: 1 });
});
