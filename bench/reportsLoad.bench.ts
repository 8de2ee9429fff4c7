import { areaStatsPath, LIST_KEYS, listsParam } from '@console/contract/dashboard';
import { defaultReportFilters, emptyReportFilters, viewToQuery, type ReportView } from '@console/contract/reports';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { LARGE, startSeededApi } from './largeData/seededConsole';
import { loadClient } from './loadClient';
import { createStaff, person, saveReport, STAFF_PASSWORD } from './loadStaff';
import { median, percentile, report } from './report';

/**
 * Issue 20: 50 people at once on the seeded console (100,000 reports and proofs per area, or LARGE_SIZE),
 * in three rounds, each started when the one before has ended:
 * 1. all 50 log in at the same moment (argon2id: a deliberate cost of CPU per login, so 50 at once on
 *    2 cores queue behind each other whatever else the console does; printed on its own);
 * 2. all 50 land on the dashboard (its one call for CBTF's lists, as the page asks it) and open
 *    Reports: the first page, a search, its page 2 and page 500, one call at a time each; then, once a
 *    report has been saved (a new revision: nothing kept for the old one answers), the same again;
 * 3. 20 of them load the whole list at once (`GET /columns`, what the page's worker reads), where the
 *    list is small enough for the browser to hold it (REPORT_BROWSER_LIST_MAX): the first time since
 *    the start, again, right after a change, and a few seconds after another (built ahead).
 * Bounded: one call at a time per session, every call given up after 10 s (the whole list after 60 s),
 * the whole run after 3 minutes; against 127.0.0.1 only. Prints p50 / p99 / errors per call.
 */
const SESSIONS = 50;
const WHOLE_LIST_READERS = 20;
/** The API's default REPORT_BROWSER_LIST_MAX: above it the page never asks for the whole list. */
const BROWSER_LIST_MAX = 200_000;
const CALL_TIMEOUT_MS = 10_000;
/** The whole list's first read after a change waits for its build: given up later than a view. */
const WHOLE_LIST_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 180_000;
/** Longer than the API waits after a write before building the whole list ahead, plus that build. */
const AHEAD_WAIT_MS = 5_000;
const SEARCHES = ['amit', 'agentk1', 'sneha', 'raj12', 'void'];
const AFTER_A_CHANGE = ', again after a change';

type Timings = Map<string, { times: number[]; errors: number; reason?: string }>;

type Client = ReturnType<typeof loadClient>;
type Init = { headers: Record<string, string> };

async function timedCall(
  client: Client,
  timings: Timings,
  name: string,
  path: string,
  init: Init & { method?: string; body?: string },
): Promise<Buffer | null> {
  const entry = timings.get(name) ?? { times: [], errors: 0 };
  timings.set(name, entry);
  const start = performance.now();
  try {
    const { status, body } = await client.call(path, {
      ...init,
      timeoutMs: path.endsWith('/columns') ? WHOLE_LIST_TIMEOUT_MS : CALL_TIMEOUT_MS,
    });
    if (status < 200 || status > 299) throw new Error(`${status} ${body.toString('utf8').slice(0, 120)}`);
    entry.times.push(performance.now() - start);
    return body;
  } catch (error) {
    entry.errors += 1;
    entry.reason = (error as Error).message;
    return null;
  }
}

async function logIn(client: Client, n: number, timings: Timings): Promise<Init | null> {
  const login = await timedCall(client, timings, 'POST /api/admin/login (50 at the same moment)', '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person(n), password: STAFF_PASSWORD }),
  });
  if (!login) return null;
  const { token } = JSON.parse(login.toString('utf8')) as { token: string };
  return { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } };
}

/** The second round's calls are named apart: `when` follows each name. */
async function session(
  client: Client,
  n: number,
  init: Init,
  timings: Timings,
  deadline: number,
  when = '',
): Promise<void> {
  if (Date.now() > deadline) return;
  const call = (name: string, path: string) => timedCall(client, timings, `${name}${when}`, path, init);
  // The dashboard asks for its lists in one call, as the page does.
  const dashboard = new URLSearchParams({
    lists: listsParam.write(LIST_KEYS),
    start: firstOfMonthInKolkata(),
    end: todayInKolkata(),
  });
  await call('GET /api/dashboard/cbtf (its six lists)', `/api/${areaStatsPath('turbo')}?${dashboard}`);
  const view = (change: Partial<ReportView>): string => {
    const asked: ReportView = {
      filters: defaultReportFilters(),
      sort: { key: 'date', direction: 'desc' },
      page: 1,
      pageSize: 20,
      ...change,
    };
    return `/api/report/view?${new URLSearchParams(viewToQuery(asked))}`;
  };
  await call('GET /api/report/view: first page', view({}));
  const searchTerm = SEARCHES[n % SEARCHES.length];
  const filters = { ...emptyReportFilters(), searchTerm };
  await call('GET /api/report/view: a search', view({ filters }));
  await call('GET /api/report/view: page 2 of the search', view({ filters, page: 2 }));
  await call('GET /api/report/view: page 500', view({ filters: emptyReportFilters(), page: 500 }));
}

export default async function reportsLoad() {
  const server = await startSeededApi();
  const base = server.url;
  if (!new URL(base).hostname.startsWith('127.')) throw new Error(`the load goes to loopback only, not ${base}`);
  const timings: Timings = new Map();
  const client = loadClient(base, SESSIONS);
  try {
    await createStaff(base, SESSIONS);
    const started = performance.now();
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    const sessions = await Promise.all(Array.from({ length: SESSIONS }, (_, n) => logIn(client, n, timings)));
    const signedIn = sessions.flatMap((init) => (init ? [init] : []));
    const working = performance.now();
    await Promise.all(signedIn.map((init, n) => session(client, n, init, timings, deadline)));
    const worked = performance.now() - working;
    // The same round again on the console that has just served it, right after a report is saved: every
    // count and figure kept for the old revision is of no use, so each is made again, but by server
    // processes that have read these lists before (a console some time into a working day).
    await saveReport(client, signedIn[0].headers, CALL_TIMEOUT_MS);
    await Promise.all(signedIn.map((init, n) => session(client, n, init, timings, deadline, AFTER_A_CHANGE)));
    if (LARGE.reports <= BROWSER_LIST_MAX) {
      // The first since the API started (every block built, the 20 sharing that one build); again at the
      // same revision (the kept copy); right after a change (a report saved a moment before: the blocks
      // it touched rebuilt); and after another change once the API has built the list ahead
      // (wholeListAhead.ts: 2 s after a write, for a list read since the start).
      const readers = (when: string) =>
        Promise.all(
          signedIn
            .slice(0, WHOLE_LIST_READERS)
            .map((init) =>
              timedCall(
                client,
                timings,
                `GET /api/report/columns, ${WHOLE_LIST_READERS} at once, ${when}`,
                '/api/report/columns',
                init,
              ),
            ),
        );
      await readers('the first since the API started');
      await readers('the list kept');
      await saveReport(client, signedIn[0].headers, CALL_TIMEOUT_MS);
      await readers('right after a change');
      await saveReport(client, signedIn[0].headers, CALL_TIMEOUT_MS);
      await new Promise((resolve) => setTimeout(resolve, AHEAD_WAIT_MS));
      await readers(`${AHEAD_WAIT_MS / 1000} s after a change (built ahead)`);
    } else
      console.log(`GET /api/report/columns: not asked above ${BROWSER_LIST_MAX} reports (the page keeps to /view)`);
    console.log(
      `${signedIn.length} sessions at once on ${LARGE.reports} reports per area: ${((performance.now() - started) / 1000).toFixed(1)} s in all, the dashboard and Reports round ${(worked / 1000).toFixed(1)} s`,
    );
    for (const [name, { times, errors, reason }] of timings) {
      if (reason) console.log(`${name}: last error ${reason}`);
      report(`${name}: p50`, median(times), 'ms');
      report(`${name}: p99`, percentile(times, 0.99), 'ms', { max: name.includes('/columns') ? 3000 : 500 });
      report(`${name}: errors`, errors, '', { max: 0 });
    }
  } finally {
    client.close();
    await server.stop();
  }
}
