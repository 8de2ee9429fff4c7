import { AREAS, type AreaDescriptor } from '@console/contract/areas';
import {
  AREA_OF,
  areaStatsPath,
  DASHBOARD_AREA_KEYS,
  LIST_KEYS,
  listRight,
  statsPath,
} from '@console/contract/dashboard';
import {
  ALL_PERMISSIONS,
  PERMISSION_GROUPS,
  SECTIONS,
  type Permission,
  type Role,
  type Section,
} from '@console/contract/permissions';
import { CATALOGUE_KEYS } from '@console/contract/resources';
import { apiRoutes, fillPath, type ApiRoute } from '../../testing/routeTable';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

/**
 * Every route of the route table against every kind of caller: no token, a forged token, a logged-out
 * token, a caller lacking the route's right (or role), a caller with every right but of the other
 * section, a subadmin acting on a user richer than itself, and the admin. What each route requires is
 * derived here from the permission catalogue and the area descriptors, not read from the routes' own
 * hooks, so a route that forgets its check fails; a route this file cannot classify fails too.
 */
jest.setTimeout(180_000);

type Rule =
  | { kind: 'public' }
  | { kind: 'login' }
  /** Admin or subadmin; `acts` when the route changes the user it names, `looks` when it only reads them. */
  | { kind: 'staff'; target?: 'acts' | 'looks' }
  | { kind: 'admin' }
  | { kind: 'area'; section: Section; anyOf: readonly Permission[] };

const PUBLIC = ['POST /api/admin/login', 'GET /api/admin/check-session', 'POST /api/admin/forgot-password',
  'POST /api/admin/verify-otp', 'POST /api/admin/reset-password', 'GET /api/uploads/*',
  'GET /api/sections/main',
  // Probes without a session; the metrics take METRICS_TOKEN instead of one (api/src/ops/metrics.test.ts).
  'GET /api/health/live', 'GET /api/health/ready', 'GET /api/metrics']; // prettier-ignore
const LOGIN = ['GET /api/admin/me', 'POST /api/admin/update-session', 'POST /api/admin/logout',
  'GET /api/admin/list-key', 'GET /api/sections/assignment', 'POST /api/sections/reports']; // prettier-ignore
/** A section's deploy calls: its deploy key, or an admin's session (issue 22). */
const DEPLOY = [
  'GET /api/sections/:section',
  'POST /api/sections/:section/versions',
  'PUT /api/sections/:section/rollout',
];
const STAFF: Record<string, 'acts' | 'looks' | undefined> = {
  'GET /api/admin/all': undefined,
  'POST /api/admin/create': undefined,
  'GET /api/admin/:id': 'looks',
  'PUT /api/admin/:id': 'acts',
  'DELETE /api/admin/:id': 'acts',
  'GET /api/admin/attendance': undefined,
  'DELETE /api/admin/attendance/:id': 'acts',
  'POST /api/admin/attendance/send-report': undefined,
  'POST /api/admin/force-logout/:id': 'acts',
  'POST /api/backup/manual-backup': undefined,
  // The audit trail: admin and subadmin (a subadmin reads only its share: audit/visibility.ts).
  'GET /api/audit': undefined,
  'GET /api/audit/export': undefined,
};

/** The rights each call of an area's resources needs, from its descriptor (the spec's rights per call). */
function areaRules(area: AreaDescriptor): Map<string, readonly Permission[]> {
  const rules = new Map<string, readonly Permission[]>();
  const add = (method: string, path: string, anyOf: readonly Permission[]) =>
    rules.set(`${method} /api${path.replace(/\/$/, '') || '/'}`, anyOf);
  for (const resource of CATALOGUE_KEYS.map((key) => area[key])) {
    const { rights, apiBase } = resource;
    add('GET', `${apiBase}${'listPath' in resource ? resource.listPath : '/'}`, [rights.listing]);
    add('GET', `${apiBase}/:id`, [rights.listing, rights.preview]);
    add('POST', `${apiBase}${'createPath' in resource ? resource.createPath : '/'}`, [rights.create]);
    add('PUT', `${apiBase}/:id`, [rights.update]);
    add('DELETE', `${apiBase}/:id`, [rights.delete]);
  }
  const proof = area.proof;
  const proofRights = Object.values(proof.rights);
  add('GET', `${proof.apiBase}/`, [proof.rights.listing]);
  add('GET', `${proof.apiBase}/:id`, [proof.rights.listing, proof.rights.preview, proof.rights.update]);
  add('POST', `${proof.apiBase}/create`, [proof.rights.create]);
  add('PUT', `${proof.apiBase}/:id`, [proof.rights.update]);
  add('DELETE', `${proof.apiBase}/:id`, [proof.rights.delete]);
  for (const lookup of ['whitelabels', 'prooftypes', 'sports']) add('GET', `${proof.apiBase}/${lookup}`, proofRights);
  add('GET', `${proof.apiBase}/user/:id`, [proof.rights.listing]);
  add('GET', `${proof.apiBase}/page`, [proof.rights.listing]);
  add('POST', `${proof.apiBase}/generate-preview-pdf`, [proof.rights.pdfDownload]);
  const report = area.report;
  add('GET', `${report.apiBase}/all`, [report.rights.listing]);
  add('GET', `${report.apiBase}/options`, Object.values(report.rights));
  add('POST', `${report.apiBase}/create`, [report.rights.create]);
  add('PUT', `${report.apiBase}/:id`, [report.rights.update]);
  add('DELETE', `${report.apiBase}/:id`, [report.rights.delete]);
  add('POST', `${report.apiBase}/import`, [report.rights.import]);
  add('GET', `${report.apiBase}/exportExcel`, [report.rights.listing]);
  add('GET', `${report.apiBase}/columns`, [report.rights.listing]);
  add('GET', `${report.apiBase}/first-page`, [report.rights.listing]);
  add('GET', `${report.apiBase}/view`, [report.rights.listing]);
  const dashboardArea = DASHBOARD_AREA_KEYS.find((key) => AREA_OF[key].key === area.key)!;
  for (const list of LIST_KEYS) add('GET', `/${statsPath(dashboardArea, list)}`, [listRight(area, list)]);
  // Any list's right opens the call; each list it answers is refused inside without its own (dashboard.test.ts).
  add(
    'GET',
    `/${areaStatsPath(dashboardArea)}`,
    LIST_KEYS.map((list) => listRight(area, list)),
  );
  return rules;
}

function ruleOf({ method, path }: ApiRoute): Rule | undefined {
  const key = `${method} ${path.replace(/(.)\/$/, '$1')}`;
  if (PUBLIC.includes(key)) return { kind: 'public' };
  if (LOGIN.includes(key)) return { kind: 'login' };
  if (key in STAFF) return { kind: 'staff', target: STAFF[key] };
  if (path.startsWith('/api/forexchart') || key === 'GET /api/backup/requests') return { kind: 'admin' };
  if (path.startsWith('/api/sections/:section')) return { kind: 'admin' };
  for (const area of AREAS) {
    const anyOf = areaRules(area).get(key);
    if (anyOf) return { kind: 'area', section: area.section, anyOf };
  }
  return undefined;
}

const permissionsOf = (section: Section) =>
  PERMISSION_GROUPS.filter((group) => group.section === section).flatMap((group) => group.permissions);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, Promise<string>>();

/** A logged-in caller of this role, sections and rights; one per combination (logins cost an argon2 hash). */
function tokenOf(role: Role, section: readonly string[], permissions: readonly string[]): Promise<string> {
  const key = JSON.stringify([role, section, [...permissions].sort()]);
  if (!tokens.has(key)) {
    tokens.set(
      key,
      t
        .createUser({ role, section: [...section], permissions: [...permissions] })
        .then(({ user, password }) => t.loginAs(user.username, password)),
    );
  }
  return tokens.get(key)!;
}

const ID = '00000000-0000-4000-8000-000000000000';

async function call(route: ApiRoute, id: string, token?: string) {
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.path, id),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    payload: hasBody
      ? route.path.endsWith('/:id') && route.path.startsWith('/api/admin/')
        ? '{"userData":{}}'
        : '{}'
      : undefined,
    remoteAddress: '198.51.100.7',
  });
  return response.statusCode;
}

describe('authorization matrix: every route x every kind of caller', () => {
  it('refuses exactly the callers it must, and lets in the ones it must', async () => {
    const routes = apiRoutes(t.app);
    const unclassified = routes.filter((route) => !ruleOf(route)).map((r) => `${r.method} ${r.path}`);
    expect(unclassified).toEqual([]);

    const { user, password } = await t.createUser();
    const loggedOut = await t.loginAs(user.username, password);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: t.bearer(loggedOut) });
    const forged = `${loggedOut.slice(0, -4)}AAAA`;
    const plainUserWithEverything = await tokenOf('user', SECTIONS, ALL_PERMISSIONS);
    const subadminWithEverything = await tokenOf('subadmin', SECTIONS, ALL_PERMISSIONS);
    const turboSubadmin = await tokenOf('subadmin', ['Turbo'], ['note_listing']);
    const adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);

    const problems: string[] = [];
    const expect401 = async (route: ApiRoute, who: string, token?: string) => {
      const status = await call(route, ID, token);
      if (status !== 401) problems.push(`${route.method} ${route.path} as ${who}: ${status}, expected 401`);
    };
    const expect403 = async (route: ApiRoute, who: string, token: string, id = ID) => {
      const status = await call(route, id, token);
      if (status !== 403) problems.push(`${route.method} ${route.path} as ${who}: ${status}, expected 403`);
    };
    const expectIn = async (route: ApiRoute, who: string, token: string | undefined, id = ID) => {
      const status = await call(route, id, token);
      if (status === 401 || status === 403 || status >= 500) {
        problems.push(`${route.method} ${route.path} as ${who}: ${status}, expected to be let in`);
      }
    };
    /** A user of role user to act on, made anew so a delete does not spoil the next call. */
    const target = async (permissions: string[] = []) =>
      (await t.createUser({ section: ['Turbo'], permissions })).user._id;

    for (const route of routes) {
      const rule = ruleOf(route)!;
      if (rule.kind === 'public') {
        // Answers anybody (check-session says `{valid: false}` with a 401 itself); only never a 5xx.
        const status = await call(route, ID);
        if (status >= 500) problems.push(`${route.method} ${route.path} as nobody: ${status}`);
        continue;
      }
      await expect401(route, 'nobody');
      await expect401(route, 'a forged token', forged);
      await expect401(route, 'a logged-out token', loggedOut);
      if (rule.kind === 'login') {
        // A user of their own, as the call may be logout.
        const { user: someone, password: theirs } = await t.createUser();
        await expectIn(route, 'a plain user', await t.loginAs(someone.username, theirs));
      } else if (rule.kind === 'staff') {
        await expect403(route, 'a plain user with every right', plainUserWithEverything);
        const id = rule.target ? await target() : ID;
        await expectIn(route, 'a subadmin', turboSubadmin, id);
        if (rule.target === 'acts') {
          await expect403(
            route,
            'a subadmin over a richer user',
            turboSubadmin,
            await target(['note_listing', 'report_delete']),
          );
        } else if (rule.target === 'looks') {
          await expectIn(route, 'a subadmin looking at a richer user', turboSubadmin, await target(['report_delete']));
        }
        await expectIn(route, 'the admin', adminToken, rule.target ? await target() : ID);
      } else if (rule.kind === 'admin') {
        await expect403(route, 'a subadmin with every right', subadminWithEverything);
        await expect403(route, 'a plain user with every right', plainUserWithEverything);
        await expectIn(route, 'the admin', adminToken);
      } else {
        const other = SECTIONS.find((section) => section !== rule.section)!;
        const lacking = permissionsOf(rule.section).filter((p) => !rule.anyOf.includes(p));
        await expect403(route, 'a user lacking the right', await tokenOf('user', [rule.section], lacking));
        await expect403(route, 'a user of the other section', await tokenOf('user', [other], ALL_PERMISSIONS));
        await expectIn(
          route,
          `a user holding ${rule.anyOf[0]}`,
          await tokenOf('user', [rule.section], [rule.anyOf[0]]),
        );
        await expectIn(route, 'the admin', adminToken);
      }
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });
});

describe("authorization matrix: a section's deploy key on every route", () => {
  it('lets the key in on its own section’s deploy calls only: 403 on every other route and section', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sections/forex/keys',
      headers: t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password)),
    });
    const { key } = created.json<{ key: string }>();
    const problems: string[] = [];
    for (const route of apiRoutes(t.app)) {
      for (const section of ['forex', 'turbo']) {
        const hasBody = route.method === 'POST' || route.method === 'PUT';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.path.replace(':section', section), ID),
          headers: { ...t.bearer(key), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          payload: hasBody ? '{}' : undefined,
        });
        const mayCall = section === 'forex' && DEPLOY.includes(`${route.method} ${route.path}`);
        const status = response.statusCode;
        if (mayCall ? status === 401 || status === 403 || status >= 500 : status !== 403)
          problems.push(`${route.method} ${route.path} (${section}) with the forex key: ${status}`);
        if (!route.path.includes(':section')) break;
      }
    }
    expect(problems).toEqual([]);
  });
});
