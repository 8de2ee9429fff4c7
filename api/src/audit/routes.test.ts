import ExcelJS from 'exceljs';
import { reportBody } from '../../testing/reports';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };
let turboSubadmin: { authorization: string };
let plainUser: { authorization: string };
let reportId: string;
let forexReportId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const sub = await t.createUser({ role: 'subadmin', section: ['Turbo'], username: 'turbo-sub' });
  turboSubadmin = t.bearer(await t.loginAs(sub.user.username, sub.password));
  const user = await t.createUser({ section: ['Turbo'], permissions: ['report_listing'] });
  plainUser = t.bearer(await t.loginAs(user.user.username, user.password));
  // What there is to see: a Turbo report changed, a Forex report, a 4xChart entry, another subadmin made.
  reportId = (
    await t.app.inject({ method: 'POST', url: '/api/report/create', headers: admin, payload: reportBody() })
  ).json().data._id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/report/${reportId}`,
    headers: admin,
    payload: reportBody({ remark: 'needle-remark' }),
  });
  forexReportId = (
    await t.app.inject({ method: 'POST', url: '/api/forexReport/create', headers: admin, payload: reportBody() })
  ).json().data._id;
  await t.app.inject({
    method: 'POST',
    url: '/api/forexchart',
    headers: admin,
    payload: { date: '2026-03-02', amount: 5 },
  });
  await t
    .createUser({ role: 'subadmin', section: ['Turbo'] })
    .then(({ user, password }) => t.loginAs(user.username, password));
});
afterAll(() => t?.close());

const audit = (query: string, headers: Record<string, string>) => t.app.inject({ url: `/api/audit${query}`, headers });

describe('GET /api/audit', () => {
  it('gives the admin every entry, newest first, with filters and paging', async () => {
    const all = (await audit('?pageSize=100', admin)).json();
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((i: { id: number }) => i.id)).toEqual(
      [...all.items.map((i: { id: number }) => i.id)].sort((a, b) => b - a),
    );
    expect(all.items.some((i: { resource: string }) => i.resource === 'forexchart')).toBe(true);

    const history = (await audit(`?resource=report&recordId=${reportId}`, admin)).json();
    expect(history.items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    expect(history.items[0].changes.remark).toEqual({ before: '', after: 'needle-remark' });
    expect((await audit('?q=needle-remark', admin)).json().total).toBe(1);
    expect((await audit(`?actor=${TEST_ADMIN.username}&action=create&area=forex`, admin)).json().items).toEqual([
      expect.objectContaining({ recordId: forexReportId }),
    ]);
    const paged = (await audit('?pageSize=2&page=2', admin)).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0].id).toBe(all.items[2].id);
    expect((await audit('?from=2000-01-01&to=2000-01-02', admin)).json()).toEqual({ items: [], total: 0 });
    expect((await audit('?from=yesterday', admin)).statusCode).toBe(400);
  });

  it("shows a subadmin only its sections' records and the users it may manage, never admin-only entries", async () => {
    const seen = (await audit('?pageSize=100', turboSubadmin)).json().items as Array<Record<string, unknown>>;
    expect(seen.some((i) => i.recordId === reportId)).toBe(true);
    expect(seen.some((i) => i.recordId === forexReportId)).toBe(false);
    expect(seen.some((i) => i.resource === 'forexchart')).toBe(false);
    // Sign-ins of subadmins (itself, the other) and of the admin are not its to read; the user's is.
    expect(seen.filter((i) => i.resource === 'session').map((i) => i.actor)).toEqual([
      expect.objectContaining({ username: expect.stringMatching(/^user/) }),
    ]);
  });

  it('refuses role user the log and the export', async () => {
    expect((await audit('', plainUser)).statusCode).toBe(403);
    expect((await audit(`?resource=report`, plainUser)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/audit/export', headers: plainUser })).statusCode).toBe(403);
  });

  it("gives role user a record's history only where it may preview that resource in the record's area", async () => {
    const previewer = await t.createUser({ section: ['Turbo'], permissions: ['report_listing', 'report_preview'] });
    const headers = t.bearer(await t.loginAs(previewer.user.username, previewer.password));
    const history = await audit(`?resource=report&recordId=${reportId}`, headers);
    expect(history.statusCode).toBe(200);
    const items = history.json<{ items: Array<{ recordId: string; action: string }> }>().items;
    expect(items.map((item) => [item.recordId, item.action])).toEqual([
      [reportId, 'update'],
      [reportId, 'create'],
    ]);
    // Not its section's record (Forex), not a resource it may preview (proofs), not without the right.
    expect((await audit(`?resource=report&recordId=${forexReportId}`, headers)).json().items).toEqual([]);
    expect((await audit(`?resource=proof&recordId=${reportId}`, headers)).statusCode).toBe(403);
    expect((await audit(`?resource=report&recordId=${reportId}`, plainUser)).statusCode).toBe(403);
  });
});

describe('GET /api/audit/export', () => {
  it('answers the filtered entries as an XLSX workbook', async () => {
    const response = await t.app.inject({ url: `/api/audit/export?recordId=${reportId}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(8).text).toContain('remark:  → needle-remark');
  });
});
