import { AREAS } from '@console/contract/areas';
import { INVALID_DAY_MESSAGE } from '@console/contract/time';
import { DATE_QUERY_FIELDS } from '../http/dateGuard';
import { apiRoutes, fillPath } from '../../testing/routeTable';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';

/**
 * Security, second round (issue 27): a day that does not exist, in any call that takes a date, is
 * refused with 400 and the report form's words (PostgreSQL was asked to read it and the call failed
 * with 500).
 */
jest.setTimeout(120_000);

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const IMPOSSIBLE = ['2026-02-31', '9999-99-99', '0000-00-00', '2026-13-01', '2025-02-29', '0000-01-01'];

const get = (url: string) => t.app.inject({ url, headers: admin });

/** Each call of both areas that takes a day, with the names it takes it under. */
const DATED = [
  ...AREAS.flatMap((area) => [
    { path: `/api${area.report.apiBase}/first-page`, fields: ['startDate', 'endDate'] },
    { path: `/api${area.report.apiBase}/exportExcel`, fields: ['startDate', 'endDate'] },
    { path: `/api${area.proof.apiBase}/page`, fields: ['dateFrom', 'dateTo'] },
  ]),
  { path: '/api/admin/attendance', fields: ['from', 'to'] },
];

describe('impossible dates', () => {
  it.each(DATED)('$path refuses each of them with the report form’s message', async ({ path, fields }) => {
    for (const field of fields) {
      for (const day of IMPOSSIBLE) {
        const response = await get(`${path}?${field}=${day}`);
        expect({ field, day, status: response.statusCode, body: response.json() }).toEqual({
          field,
          day,
          status: 400,
          body: { message: INVALID_DAY_MESSAGE },
        });
      }
    }
  });

  it.each(DATED)('$path still takes real days, a leap day among them', async ({ path, fields }) => {
    const query = fields.map((field, i) => `${field}=${['2024-02-29', '2026-12-31'][i]}`).join('&');
    expect((await get(`${path}?${query}`)).statusCode).toBe(200);
  });

  it('refuses them on every GET call of the API, a call added later included', async () => {
    const answers: string[] = [];
    for (const route of apiRoutes(t.app).filter(({ method }) => method === 'GET')) {
      const path = fillPath(route.path, '01900000-0000-7000-8000-000000000000');
      for (const field of DATE_QUERY_FIELDS) {
        const response = await get(`${path}?${field}=2026-02-31`);
        if (response.statusCode >= 500 || (response.statusCode === 200 && route.path.includes('page')))
          answers.push(`${path}?${field} -> ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
