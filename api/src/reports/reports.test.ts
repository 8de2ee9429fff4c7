import { AREAS } from '@console/contract/areas';
import type { Permission, Section } from '@console/contract/permissions';
import { REPORT_MESSAGES } from '@console/contract/reports';
import { reports } from '../db/schema';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { original, reportBody } from '../../testing/reports';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(30_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

async function signIn(section: Section[], permissions: Permission[]) {
  const { user, password } = await t.createUser({ section, permissions });
  return { headers: t.bearer(await t.loginAs(user.username, password)), username: user.username };
}

describe.each(AREAS)('$label reports', (area) => {
  const { apiBase, rights, messages } = area.report;
  const base = `/api${apiBase}`;
  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/create`, headers, payload });
  const list = async (headers = admin) =>
    (await t.app.inject({ url: `${base}/all`, headers })).json().data as Array<Record<string, unknown>>;

  it('creates a report with two originals, answers it under data and lists it', async () => {
    const body = reportBody({
      userName: `${area.key}-two-originals`,
      originals: [
        original({
          sportNames: ['Cricket', 'Tennis'],
          betDetails: [
            { odds: 1.5, stack: 10, time: '09:00:00' },
            { odds: 2, stack: 20, time: '23:59:59' },
          ],
        }),
        original({ sportNames: ['Soccer'], eventNames: ['Derby', 'Cup'], pl: -75.25 }),
      ],
      remark: 'see https://proofs.example/9',
    });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(messages.created);
    expect(data).toEqual({
      ...body,
      _id: expect.any(String),
      recordAddBy: 'admin',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect((await list()).find((r) => r._id === data._id)).toEqual(data);
  });

  it('trims text and drops blank names before checking', async () => {
    const response = await create(
      reportBody({ userName: '  spaced  ', originals: [original({ eventNames: [' ', 'Final '] })] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ userName: 'spaced', originals: [{ eventNames: ['Final'] }] });
  });

  it.each([
    [REPORT_MESSAGES.userName, { userName: '' }],
    [REPORT_MESSAGES.agent, { agent: '   ' }],
    [REPORT_MESSAGES.sportNames, { originals: [original({ sportNames: ['Chess'] })] }],
    [REPORT_MESSAGES.marketNames, { originals: [original({ marketNames: [] })] }],
    [
      REPORT_MESSAGES.betDetails,
      { originals: [original({ betDetails: [{ odds: 1.2, stack: 10, time: '25:00:00' }] })] },
    ],
    [REPORT_MESSAGES.catchBy, { catchBy: 'Staff 9' }],
    [REPORT_MESSAGES.proofType, { proofType: 'Anything' }],
    [REPORT_MESSAGES.voidStatus, { voidStatus: 'Voided' }],
    [REPORT_MESSAGES.acBalance, { acBalance: 0 }],
    [REPORT_MESSAGES.date, { date: '2026-02-31' }],
  ])('refuses a report with the message "%s"', async (message, change) => {
    const before = (await list()).length;
    const response = await create(reportBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await list()).toHaveLength(before);
  });

  it('refuses wrong types and answers the spec messages for a body with nothing in it', async () => {
    expect((await create({ ...reportBody(), acBalance: '100' })).statusCode).toBe(400);
    expect((await create({ ...reportBody(), originals: [{ ...original(), pl: 'lots' }] })).statusCode).toBe(400);
    expect((await create({})).json()).toEqual({ message: REPORT_MESSAGES.date });
    expect((await create({ date: '2026-01-01' })).json()).toEqual({ message: REPORT_MESSAGES.userName });
  });

  it('accepts every configured Catch By name', async () => {
    const { data } = (await t.app.inject({ url: `${base}/options`, headers: admin })).json();
    expect(data.catchBy).toEqual([
      'Agent',
      'Staff 1',
      'Staff 2',
      'Staff 3',
      'Staff 4',
      'Staff 5',
      'Staff 6',
      'Staff 7',
      'Staff 8',
    ]);
    expect((await create(reportBody({ catchBy: 'Staff 8' }))).statusCode).toBe(201);
  });

  it('updates a report, keeping who added it, and deletes it', async () => {
    const { headers, username } = await signIn(
      [area.section],
      [rights.create, rights.update, rights.delete, rights.listing],
    );
    const { data } = (await create(reportBody({ userName: 'to-change' }), headers)).json();
    expect(data.recordAddBy).toBe(username);
    const changed = reportBody({
      userName: 'changed',
      voidStatus: 'Not Void',
      originals: [original(), original({ pl: 1 })],
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base}/${data._id}`,
      headers: admin,
      payload: { ...changed, recordAddBy: 'someone else' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: messages.updated,
      data: expect.objectContaining({ ...changed, recordAddBy: username }),
    });
    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${data._id}`, headers });
    expect(removed.json()).toEqual({ message: messages.deleted });
    expect((await list()).some((r) => r._id === data._id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `${base}/${data._id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.notFound });
  });

  it("does not reach the other area's reports", async () => {
    const other = AREAS.find((a) => a.key !== area.key)!;
    const { data } = (await create(reportBody({ userName: `${area.key}-only` }))).json();
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api${other.report.apiBase}/${data._id}`,
      headers: admin,
      payload: reportBody(),
    });
    expect(foreign.statusCode).toBe(404);
    const otherList = (await t.app.inject({ url: `/api${other.report.apiBase}/all`, headers: admin })).json().data;
    expect(otherList.some((r: { _id: string }) => r._id === data._id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/not-a-uuid`, headers: admin })).statusCode).toBe(404);
  });

  it('shows an older record with single sport, event and market names as lists, and saves it as lists', async () => {
    const [row] = await t.db
      .insert(reports)
      .values({
        area: area.key,
        date: '2025-12-24',
        userName: 'legacy',
        agent: 'old-agent',
        originals: [
          {
            sportName: 'Tennis',
            eventName: 'Open',
            marketName: 'Winner',
            pl: 5,
            betDetails: [{ odds: 2, stack: 3, time: '10:00:00' }],
          },
        ] as never,
        acBalance: 10,
        afterVoidBalance: 4,
        catchBy: 'Agent',
        proofType: 'Hedging',
        proofStatus: 'Submitted',
        voidStatus: 'Void',
        recordAddBy: 'old-admin',
      })
      .returning();
    const shown = (await list()).find((r) => r._id === row.id)!;
    expect(shown.originals).toEqual([
      {
        sportNames: ['Tennis'],
        eventNames: ['Open'],
        marketNames: ['Winner'],
        pl: 5,
        betDetails: [{ odds: 2, stack: 3, time: '10:00:00' }],
      },
    ]);
    const saved = await t.app.inject({ method: 'PUT', url: `${base}/${row.id}`, headers: admin, payload: shown });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.originals[0].sportNames).toEqual(['Tennis']);
  });

  describe('access', () => {
    it("answers 401 with the spec's text without a session, or with a dead one", async () => {
      for (const [method, url] of [
        ['GET', `${base}/all`],
        ['POST', `${base}/create`],
        ['GET', `${base}/exportExcel`],
        ['POST', `${base}/import`],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Not authorized, please log in.' });
      }
      const dead = await t.app.inject({ url: `${base}/all`, headers: { authorization: 'Bearer not.a.token' } });
      expect(dead.statusCode).toBe(401);
      expect(dead.json()).toEqual({ message: 'Not authorized, please log in.' });
    });

    it('needs the right the page checks for each call, with the area texts', async () => {
      const { headers } = await signIn([area.section], [rights.preview]);
      const expectRefused = async (
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: string,
        message: string,
        payload?: object,
      ) => {
        const response = await t.app.inject({ method, url, headers, payload });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
      };
      const { data } = (await create(reportBody())).json();
      await expectRefused('GET', `${base}/all`, messages.accessDenied);
      await expectRefused('POST', `${base}/create`, messages.denied.create, reportBody());
      await expectRefused('PUT', `${base}/${data._id}`, messages.denied.update, reportBody());
      await expectRefused('DELETE', `${base}/${data._id}`, messages.denied.delete);
      await expectRefused('GET', `${base}/exportExcel`, messages.denied.export);
      await expectRefused('POST', `${base}/import`, messages.denied.import);
      expect((await t.app.inject({ url: `${base}/options`, headers })).statusCode).toBe(200);
    });

    it("refuses a user without the area's section, whatever rights they hold", async () => {
      const other = area.section === 'Turbo' ? 'Forex' : 'Turbo';
      const { headers } = await signIn([other], [rights.listing, rights.create]);
      const response = await t.app.inject({ url: `${base}/all`, headers });
      expect(response.statusCode).toBe(403);
    });

    it('lets the listing right export and the import right import', async () => {
      const { headers } = await signIn([area.section], [rights.listing, rights.import]);
      expect((await t.app.inject({ url: `${base}/exportExcel`, headers })).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'POST', url: `${base}/import`, headers });
      expect(response.statusCode).toBe(400);
    });
  });
});

it('gives Forex imports to forexReport_create, and Turbo imports to report_import only', async () => {
  const forex = AREAS.find((a) => a.key === 'forex')!.report;
  const turbo = AREAS.find((a) => a.key === 'turbo')!.report;
  expect(forex.rights.import).toBe('forexReport_create');
  const creator = (await signIn(['Turbo'], ['report_create'])).headers;
  expect(
    (await t.app.inject({ method: 'POST', url: `/api${turbo.apiBase}/import`, headers: creator })).statusCode,
  ).toBe(403);
});
