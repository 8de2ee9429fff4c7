import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIST_KEYS, statsPath } from '@console/contract/dashboard';
import { defaultReportFilters, emptyReportFilters, viewToQuery, type ReportView } from '@console/contract/reports';
import { ALL_PERMISSIONS, SECTIONS } from '@console/contract/permissions';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { ADMIN, startServer, stopServer } from 'e2e/support';
import { LARGE, seededDataDir } from './largeData/seededConsole';
import { median, report } from './report';

/**
 * Issue 20: 50 people at once on the console of 100,000 reports and proofs per area, each logging in,
 * landing on the dashboard (its calls for CBTF), opening Reports (the first page), searching, and
 * turning to page 2. Bounded: 50 sessions, one call at a time each, every call given up after 10 s,
 * the whole run after 3 minutes; against 127.0.0.1 only. Prints p50 / p99 / errors per call.
 */
const SESSIONS = 50;
const CALL_TIMEOUT_MS = 10_000;
const RUN_TIMEOUT_MS = 180_000;
const SEARCHES = ['amit', 'agentk1', 'sneha', 'raj12', 'void'];
const PASSWORD = 'Load-Bench-Password-1';
const person = (n: number) => `load${n}`;

/** One member of staff per session (logins of one account at once would meet its rate limit). */
async function createStaff(base: string): Promise<void> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  for (let n = 0; n < SESSIONS; n += 1) {
    const created = await fetch(`${base}/api/admin/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        username: person(n),
        email: `${person(n)}@example.com`,
        password: PASSWORD,
        role: 'user',
        section: [...SECTIONS],
        permissions: [...ALL_PERMISSIONS],
      }),
    });
    if (!created.ok) throw new Error(`could not create ${person(n)}: ${created.status} ${await created.text()}`);
  }
}

type Timings = Map<string, { times: number[]; errors: number; reason?: string }>;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;
}

async function timedCall(timings: Timings, name: string, url: string, init: RequestInit): Promise<Response | null> {
  const entry = timings.get(name) ?? { times: [], errors: 0 };
  timings.set(name, entry);
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    await response.clone().arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 120)}`);
    entry.times.push(performance.now() - start);
    return response;
  } catch (error) {
    entry.errors += 1;
    entry.reason = (error as Error).message;
    return null;
  }
}

async function session(base: string, n: number, timings: Timings, deadline: number): Promise<void> {
  if (Date.now() > deadline) return;
  const login = await timedCall(timings, 'POST /api/admin/login', `${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person(n), password: PASSWORD }),
  });
  if (!login) return;
  const { token } = (await login.clone().json()) as { token: string };
  const init = { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } };
  const dates = new URLSearchParams({ start: firstOfMonthInKolkata(), end: todayInKolkata() });
  // The dashboard asks for its lists together, as the page does.
  await Promise.all(
    LIST_KEYS.map((list) =>
      timedCall(timings, `GET /api/dashboard/cbtf/${list}`, `${base}/api/${statsPath('turbo', list)}?${dates}`, init),
    ),
  );
  const view = (change: Partial<ReportView>): string => {
    const asked: ReportView = {
      filters: defaultReportFilters(),
      sort: { key: 'date', direction: 'desc' },
      page: 1,
      pageSize: 20,
      ...change,
    };
    return `${base}/api/report/view?${new URLSearchParams(viewToQuery(asked))}`;
  };
  await timedCall(timings, 'GET /api/report/view: first page', view({}), init);
  const searchTerm = SEARCHES[n % SEARCHES.length];
  const filters = { ...emptyReportFilters(), searchTerm };
  await timedCall(timings, 'GET /api/report/view: a search', view({ filters }), init);
  await timedCall(timings, 'GET /api/report/view: page 2 of the search', view({ filters, page: 2 }), init);
  await timedCall(timings, 'GET /api/report/view: page 500', view({ filters: emptyReportFilters(), page: 500 }), init);
}

export default async function reportsLoad() {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell/dist/remotes.json'), '{}');
  const dataDir = await seededDataDir();
  const { child, ...server } = await startServer({ APPS_DIR: appsDir, LOG_LEVEL: 'warn' }, dataDir);
  const base = server.url.replace('localhost', '127.0.0.1');
  if (!new URL(base).hostname.startsWith('127.')) throw new Error(`the load goes to loopback only, not ${base}`);
  const timings: Timings = new Map();
  try {
    await createStaff(base);
    const started = performance.now();
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    await Promise.all(Array.from({ length: SESSIONS }, (_, n) => session(base, n, timings, deadline)));
    console.log(
      `${SESSIONS} sessions at once on ${LARGE.reports} reports per area, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [name, { times, errors, reason }] of timings) {
      if (reason) console.log(`${name}: last error ${reason}`);
      report(`${name}: p50`, median(times), 'ms');
      report(`${name}: p99`, percentile(times, 0.99), 'ms', { max: 500 });
      report(`${name}: errors`, errors, '', { max: 0 });
    }
  } finally {
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
    rmSync(appsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
