import { forexArea, turboArea, type AreaDescriptor } from '@console/contract/areas';
import {
  emptyReportFilters,
  indexReports,
  pageOfReports,
  queryReports,
  viewToQuery,
  type Report,
  type ReportView,
} from '@console/contract/reports';
import type { ReportViewAnswer } from '@console/contract/wire';
import { createAdminTestApp, createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { original, reportBody } from '../../testing/reports';
import { eq, sql } from 'drizzle-orm';
import { reportFieldValues, reports } from '../db/schema';
import { countLaneOn, type CountLane } from '../db/countLane';
import { reportView, type KeptCount, type ViewCount } from './view';

jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const base = (area: AreaDescriptor) => `/api${area.report.apiBase}`;
const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
const viewUrl = (area: AreaDescriptor, view: ReportView) =>
  `${base(area)}/view?${new URLSearchParams(viewToQuery(view)).toString()}`;
const bet = (odds: number, stack: number) => ({ odds, stack, time: '10:00:00' });

const view = (change: Partial<ReportView> = {}, filters: Partial<ReportView['filters']> = {}): ReportView => ({
  filters: { ...emptyReportFilters(), ...filters },
  sort: null,
  page: 1,
  pageSize: 20,
  ...change,
});

async function create(area: AreaDescriptor, body: Parameters<typeof reportBody>[0]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base(area)}/create`,
    headers: admin,
    payload: reportBody(body),
  });
  expect(response.statusCode).toBe(201);
}

describe.each([turboArea, forexArea])('GET {base}/view of $key', (area) => {
  beforeAll(async () => {
    await create(area, {
      date: '2026-05-03',
      userName: 'Ravi Kumar',
      agent: 'north',
      remark: 'Straße ΟΔΟΣ',
      acBalance: 100.1,
      afterVoidBalance: 90.2,
      originals: [
        original({
          sportNames: ['Cricket'],
          eventNames: ['IPL Final'],
          pl: 10.1,
          betDetails: [bet(1.5, 20.1), bet(2.5, 30.2)],
        }),
      ],
    });
    await create(area, {
      date: '2026-05-10',
      userName: 'asha',
      agent: 'south',
      catchBy: 'Agent',
      acBalance: 300,
      afterVoidBalance: 250,
      originals: [
        original({ sportNames: ['Soccer'], eventNames: ['Derby 50%'], pl: -40.2, betDetails: [bet(1.2, 100)] }),
      ],
    });
    for (let day = 1; day <= 25; day += 1) {
      await create(area, {
        date: `2026-04-${String(day).padStart(2, '0')}`,
        userName: `punter${day}`,
        acBalance: day / 10,
      });
    }
  });

  /** The reference: the browser's index over the whole list (GET /all), for the same view. */
  async function browserAnswer(asked: ReportView) {
    const all = (await get(`${base(area)}/all`)).json().data as Report[];
    const index = indexReports(all);
    const { matches, totals } = queryReports(index, asked.filters, asked.sort);
    const pages = Math.max(1, Math.ceil(matches.length / asked.pageSize));
    const page = Math.min(Math.max(1, asked.page), pages);
    return { data: pageOfReports(index, matches, page, asked.pageSize), page, total: matches.length, totals };
  }

  async function answerOf(asked: ReportView): Promise<ReportViewAnswer> {
    const response = await get(viewUrl(area, asked));
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it.each([
    ['the whole list', view()],
    ['a search in any case, across fields', view({}, { searchTerm: 'ipl FINAL' })],
    ['a search with LIKE’s own characters', view({}, { searchTerm: '50%' })],
    ['a folded search (ΟΔΟΣ as οδος)', view({}, { searchTerm: 'οδος' })],
    ['a term every report holds in one field (its void status)', view({}, { searchTerm: 'VOID' })],
    ['a term every report holds, within dates', view({}, { searchTerm: 'void', startDate: '2026-04-10' })],
    ['a date range', view({}, { startDate: '2026-04-10', endDate: '2026-05-03' })],
    ['a sport, whole and in any case', view({}, { sportName: 'cricket' })],
    ['a P&L range over originals', view({}, { pl: { min: '-50', max: '0' } })],
    ['a stack range over bets', view({}, { stack: { min: '30', max: '' } })],
    ['an exact Catch By', view({}, { catchBy: 'Agent' })],
    ['a sort by user, descending', view({ sort: { key: 'userName', direction: 'desc' } })],
    ['a sort by P&L', view({ sort: { key: 'pl', direction: 'asc' } })],
    ['page 2 of 10', view({ page: 2, pageSize: 10 })],
    ['a page past the end (the last page)', view({ page: 99, pageSize: 10 })],
  ])('answers %s as the browser’s index does', async (_, asked) => {
    const answer = await answerOf(asked);
    expect(answer).toEqual({ ...(await browserAnswer(asked)), wholeList: true });
  });

  it('finds, sorts, pages and totals what a person expects', async () => {
    const search = await answerOf(view({}, { searchTerm: 'ravi' }));
    expect(search.data.map((report) => report.userName)).toEqual(['Ravi Kumar']);
    expect(search.totals).toEqual({ pl: 10.1, stack: 50.3, acBalance: 100.1, afterVoidBalance: 90.2 });
    const last = await answerOf(view({ page: 3, pageSize: 10 }));
    expect(last).toMatchObject({ page: 3, total: 27 });
    expect(last.data.map((report) => report.userName)).toEqual([
      'punter7',
      'punter6',
      'punter5',
      'punter4',
      'punter3',
      'punter2',
      'punter1',
    ]);
    const byPl = await answerOf(view({ sort: { key: 'pl', direction: 'asc' }, pageSize: 1 }));
    expect(byPl.data[0].userName).toBe('asha');
    const none = await answerOf(view({}, { searchTerm: 'nobody by that name' }));
    expect(none).toEqual({
      data: [],
      page: 1,
      total: 0,
      totals: { pl: 0, stack: 0, acBalance: 0, afterVoidBalance: 0 },
      wholeList: true,
    });
  });

  it('answers 304 to a view at the same revision, and anew after a change', async () => {
    const url = viewUrl(area, view({}, { searchTerm: 'punter' }));
    const first = await get(url);
    const again = await get(url, { ...admin, 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    await create(area, { date: '2026-04-30', userName: 'punter99' });
    const changed = await get(url, { ...admin, 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(first.json().total + 1);
  });

  // Turning the pages of a search counts it once per revision (the count is kept by its filters).
  it('counts the same filters once at a revision, whatever the page, and again after a change', async () => {
    const counted: string[] = [];
    const kept = new Map<string, Promise<ViewCount>>();
    const keptCount: KeptCount = (tag, filters, count) => {
      const key = `${tag} ${filters}`;
      if (!kept.has(key)) {
        counted.push(key);
        kept.set(key, count());
      }
      return kept.get(key)!;
    };
    const asked = (page: number) => view({ page, pageSize: 1 }, { searchTerm: 'punter' });
    const first = await reportView(t.db, area.key, asked(1), undefined, keptCount);
    const second = await reportView(t.db, area.key, asked(2), undefined, keptCount);
    expect(counted).toHaveLength(1);
    expect(second.total).toBe(first.total);
    expect(second.totals).toEqual(first.totals);
    expect(second.data).toEqual((await reportView(t.db, area.key, asked(2))).data);
    await create(area, { date: '2026-04-29', userName: 'punter100' });
    const after = await reportView(t.db, area.key, asked(2), undefined, keptCount);
    expect(counted).toHaveLength(2);
    expect(after.total).toBe(first.total + 1);
  });

  it('counts a view that reads the list on a count lane at its revision, and on its own connection otherwise', async () => {
    const lane = countLaneOn(t.pool, 1);
    const counted: Array<'lane' | 'own connection'> = [];
    const watched = (revisionOf?: string): CountLane => ({
      ...lane,
      run: async (tagOf, tag, work) => {
        const answer = await lane.run(tagOf, revisionOf ?? tag, work);
        counted.push(answer === null ? 'own connection' : 'lane');
        return answer;
      },
    });
    try {
      const views = [
        view({}, { searchTerm: 'punter' }),
        view({ sort: { key: 'pl', direction: 'asc' } }, { agent: 'north', startDate: '2026-05-01' }),
        view({ page: 2, pageSize: 5 }, { remark: 'straße' }),
      ];
      for (const asked of views) {
        const alone = await reportView(t.db, area.key, asked);
        expect(await reportView(t.db, area.key, asked, undefined, undefined, watched())).toEqual(alone);
        // A lane whose snapshot is at another revision counts nothing: the view counts on its own.
        expect(await reportView(t.db, area.key, asked, undefined, undefined, watched('another revision'))).toEqual(
          alone,
        );
      }
      expect(counted).toEqual(views.flatMap(() => ['lane', 'own connection']));
      // A view by dates alone is counted from the days' table on its own connection.
      await reportView(t.db, area.key, view({}, { startDate: '2026-05-01' }), undefined, undefined, watched());
      expect(counted).toHaveLength(views.length * 2);
    } finally {
      await lane.close();
    }
  });

  it('refuses page sizes, pages and dates it cannot read', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageSize=ten',
      'page=-1',
      'startDate=05-06-2026',
      'endDate=2026-02-30',
      'direction=up',
    ]) {
      expect({ query, status: (await get(`${base(area)}/view?${query}`)).statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('asks the listing right and the section, with the report page’s words', async () => {
    const anonymous = await t.app.inject({ url: `${base(area)}/view` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Not authorized, please log in.');
    const { user, password } = await t.createUser({
      section: [area.section],
      permissions: [area.report.rights.create],
    });
    const refused = await get(`${base(area)}/view`, t.bearer(await t.loginAs(user.username, password)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(area.report.messages.accessDenied);
  });
});

it('tells the page to stay server-answered above REPORT_BROWSER_LIST_MAX reports', async () => {
  const small = await createTestApp({ config: { reportBrowserListMax: 2 } });
  try {
    const headers = small.bearer(await small.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
    const url = viewUrl(turboArea, view());
    const post = () =>
      small.app.inject({ method: 'POST', url: `${base(turboArea)}/create`, headers, payload: reportBody() });
    await post();
    await post();
    expect((await small.app.inject({ url, headers })).json().wholeList).toBe(true);
    await post();
    expect((await small.app.inject({ url, headers })).json()).toMatchObject({ total: 3, wholeList: false });
  } finally {
    await small.close();
  }
});

it('counts a term every report holds in one field by its days, and reads the reports once one no longer holds it', async () => {
  const own = await createTestApp();
  try {
    const headers = own.bearer(await own.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
    const post = async (body: Parameters<typeof reportBody>[0]) =>
      expect(
        (await own.app.inject({ method: 'POST', url: `${base(turboArea)}/create`, headers, payload: reportBody(body) }))
          .statusCode,
      ).toBe(201);
    await post({ date: '2026-05-01', voidStatus: 'Void', acBalance: 10 });
    await post({ date: '2026-05-02', voidStatus: 'Not Void', acBalance: 20 });
    await post({ date: '2026-05-03', voidStatus: 'Not Void', acBalance: 30 });
    const voidStatuses = async () =>
      (await own.db.select().from(reportFieldValues).where(eq(reportFieldValues.field, 'void_status')))
        .map(({ area, value }) => `${area} ${value}`)
        .sort();
    const answer = async (filters: Partial<ReportView['filters']>) =>
      (await own.app.inject({ url: viewUrl(turboArea, view({}, filters)), headers })).json<ReportViewAnswer>();

    expect(await voidStatuses()).toEqual(['turbo not void', 'turbo void']);
    expect(await answer({ searchTerm: 'VOID' })).toMatchObject({ total: 3, totals: { acBalance: 60 } });
    expect(await answer({ searchTerm: 'void', startDate: '2026-05-02' })).toMatchObject({
      total: 2,
      totals: { acBalance: 50 },
    });
    expect(await answer({ searchTerm: 'not void' })).toMatchObject({ total: 2, totals: { acBalance: 50 } });

    // Changed by hand: the old value stays among the values (a superset), the new one joins them, and
    // a search for `void` reads the reports again.
    await own.db.update(reports).set({ voidStatus: 'Pending' }).where(eq(reports.date, '2026-05-01'));
    expect(await voidStatuses()).toEqual(['turbo not void', 'turbo pending', 'turbo void']);
    expect(await answer({ searchTerm: 'void' })).toMatchObject({ total: 2, totals: { acBalance: 50 } });

    // Emptied and filled again (a restore): the values are those of the reports now.
    await own.db.execute(sql`TRUNCATE reports CASCADE`);
    expect(await voidStatuses()).toEqual([]);
    await post({ date: '2026-05-04', voidStatus: 'Not Void', acBalance: 40 });
    expect(await voidStatuses()).toEqual(['turbo not void']);
    expect(await answer({ searchTerm: 'void' })).toMatchObject({ total: 1, totals: { acBalance: 40 } });
  } finally {
    await own.close();
  }
});
