import { form, pngClaiming } from '../../testing/catalogue';
import { apiRoutes, fillPath, type ApiRoute } from '../../testing/routeTable';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

/**
 * Walks every route of the route table with hostile values, as the admin (who gets past every access
 * check to the input handling) and anonymously: no answer may be a 5xx. A new route is walked as soon
 * as it is registered.
 */
jest.setTimeout(240_000);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const NUL = 'ad\u0000min';
const SURROGATE = 'x\ud800y';
const HUGE = 'x'.repeat(200_000);

/** Values of each hostile kind: control characters, size, sign, type, dates, ids. */
const VALUES: unknown[] = [
  NUL,
  SURROGATE,
  HUGE,
  -1,
  -1e308,
  1e308,
  0,
  1.5,
  true,
  null,
  [],
  [NUL],
  {},
  { $gt: '' },
  '2026-02-30',
  '0000-01-01',
  '2026-99-99T25:61:00Z',
  '../../pg-password',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  '%zz',
];

/** Every field name the API reads anywhere, so each route meets its own fields with hostile values. */
const FIELDS = [
  'username', 'email', 'password', 'role', 'section', 'permissions', 'otp', 'newPassword', 'type', 'content',
  'sportsName', 'forexSportName', 'date', 'origin', 'agent', 'user', 'whatsappGroup', 'note', 'html',
  'selectedSections', 'targetEmail', 'amount', 'userName', 'catchBy', 'proofType', 'proofStatus', 'voidStatus',
  'remark', 'originals', 'acBalance', 'afterVoidBalance', 'whitelabel_user', 'forex_whitelabel_user',
  'whatsapp_group', 'hexacode', 'url', 'prooftype', 'sportname', 'agentname', 'eventname', 'marketname',
  'navigation', 'navigation2', 'profitAndLoss', 'proofMaker', 'imagesOrder', 'navigation2ImagesOrder',
]; // prettier-ignore

const bodyOf = (value: unknown) => ({
  ...Object.fromEntries(FIELDS.map((field) => [field, value])),
  userData: Object.fromEntries(FIELDS.map((field) => [field, value])),
  originals: [
    {
      sportNames: [value],
      eventNames: [value],
      marketNames: [value],
      pl: value,
      betDetails: [{ odds: value, stack: value, time: value }],
    },
  ],
});

const ODD_IDS = [
  '%00',
  '%zz',
  '..%2F..%2Fpg-password',
  'x'.repeat(2000),
  '-1',
  '0',
  '%F0%9F',
  '00000000-0000-0000-0000-000000000000',
];
const QUERY = '?from=2026-99-99&to=%00&current=maybe&pl[min]=-1e309&pl[max]=x&date[from]=0000-01-01&search=%ud800';

const calls: string[] = [];
const failures: string[] = [];

async function send(
  route: ApiRoute,
  url: string,
  options: { payload?: unknown; multipart?: FormData; raw?: string },
  auth: boolean,
) {
  const headers: Record<string, string> = auth ? t.bearer(token) : {};
  let payload: string | FormData | undefined;
  if (options.multipart) payload = options.multipart;
  else if (options.raw !== undefined) {
    headers['content-type'] = 'application/json';
    payload = options.raw;
  } else if (options.payload !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.payload);
  }
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    payload,
    // Each call from its own address, so the rate limits of the walk do not decide its answers.
    remoteAddress: `198.18.${Math.floor(calls.length / 250)}.${calls.length % 250}`,
  });
  calls.push(`${route.method} ${url}`);
  if (response.statusCode >= 500) {
    failures.push(
      `${route.method} ${url.slice(0, 120)} ${JSON.stringify(options.payload ?? options.raw ?? '[form]').slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
  // The walk must not end the admin's own session (logout, a password change): log in again if it did.
  if (auth && response.statusCode === 401) token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
}

/** One route: odd ids and query values on its path, then hostile JSON, broken JSON and hostile forms. */
async function walk(route: ApiRoute) {
  for (const id of ODD_IDS) await send(route, fillPath(route.path, id) + QUERY, {}, true);
  if (route.method === 'GET' || route.method === 'DELETE') return;
  const url = fillPath(route.path, '00000000-0000-4000-8000-000000000000');
  for (const auth of [true, false]) {
    for (const value of VALUES) await send(route, url, { payload: bodyOf(value) }, auth);
  }
  const broken = ['{"username":', '[]', '"text"', '{"__proto__":{"admin":true}}', `{"html":"${'<b>'.repeat(50_000)}"}`];
  for (const raw of broken) await send(route, url, { raw }, true);
  for (const value of [NUL, SURROGATE, '-1', '9'.repeat(400), '2026-02-30', '[not json']) {
    const fields = Object.fromEntries(FIELDS.map((field) => [field, value]));
    const bomb = { images: { bytes: pngClaiming(12000, 12000), filename: `${NUL}.png` } };
    await send(route, url, { multipart: form(fields, bomb) }, true);
  }
}

describe('hostile input on every route', () => {
  it('never answers 5xx', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) await walk(route);
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(2000);
  });
});
