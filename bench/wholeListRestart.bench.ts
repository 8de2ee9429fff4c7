import { cpuOf, postgresCpu, postgresCpuSince, quiet } from './apiProcess';
import { LARGE, startSeededApi } from './largeData/seededConsole';
import { loadClient } from './loadClient';
import { median, notApplicable, percentile, report } from './report';
import { createStaff, person, saveReport, STAFF_PASSWORD } from './loadStaff';

/**
 * Issue 20, the whole list after a restart: the API on the seeded console builds the list at its first
 * start and stores it (listSnapshots.ts, storedBlocks.ts); started again, it takes the stored copy and
 * blocks instead of building. Then, as in reportsLoad's last round, 20 people read the whole list at
 * once: the kept copy (their connections opened), right after a report is saved (the first build since
 * the restart: only the blocks the change fell in are read), and right after another (a later build).
 * Prints p50 / p99 per round (goal 3 s as reportsLoad's), and the server's CPU for each change: the first
 * build after the restart plans from the changes since the stored build's shape (list_block_shapes), as
 * the later one does from its own.
 */
const READERS = 20;
const BROWSER_LIST_MAX = 200_000;
const TIMEOUT_MS = 60_000;
/** Long enough for the first start's build of both areas and the storing of its blocks. */
const FIRST_START_SETTLES_MS = 20_000;

export default async function wholeListRestart() {
  if (LARGE.reports > BROWSER_LIST_MAX) {
    notApplicable('GET /api/report/columns after a restart', `not asked above ${BROWSER_LIST_MAX} reports`);
    return;
  }
  const server = await startSeededApi();
  let client: ReturnType<typeof loadClient> | undefined;
  try {
    await createStaff(server.url, READERS);
    await new Promise((resolve) => setTimeout(resolve, FIRST_START_SETTLES_MS));
    const started = performance.now();
    const base = await server.restart();
    report('API ready again after a restart (the stored copy taken)', performance.now() - started, 'ms');
    const open = loadClient(base, READERS);
    client = open;
    const sessions = await Promise.all(
      Array.from({ length: READERS }, async (_, n) => {
        const { status, body } = await open.call('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: person(n), password: STAFF_PASSWORD }),
          timeoutMs: TIMEOUT_MS,
        });
        if (status !== 200) throw new Error(`${person(n)} could not log in: ${status}`);
        const { token } = JSON.parse(body.toString('utf8')) as { token: string };
        return { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
      }),
    );
    const readers = async (when: string) => {
      const times: number[] = [];
      await Promise.all(
        sessions.map(async (headers) => {
          const begun = performance.now();
          const { status } = await open.call('/api/report/columns', { headers, timeoutMs: TIMEOUT_MS });
          if (status !== 200) throw new Error(`GET /api/report/columns answered ${status}`);
          times.push(performance.now() - begun);
        }),
      );
      const name = `GET /api/report/columns, ${READERS} at once after a restart, ${when}`;
      report(`${name}: p50`, median(times), 'ms');
      report(`${name}: p99`, percentile(times, 0.99), 'ms', { max: 3000 });
    };
    /**
     * A change and the readers right after it, with the server's CPU (the API's and PostgreSQL's) from
     * the change until both are quiet again: the save, the build, the 20 answers and the storing.
     */
    const afterChange = async (when: string) => {
      await quiet(server.pid);
      const api = cpuOf(server.pid).api;
      const postgres = postgresCpu(server.pid);
      await saveReport(open, sessions[0], TIMEOUT_MS);
      await readers(when);
      await quiet(server.pid);
      const seconds = cpuOf(server.pid).api - api + postgresCpuSince(server.pid, postgres);
      report(
        `  the server's CPU from the change until quiet (the build, ${READERS} answers, storing)`,
        seconds * 1000,
        'ms',
      );
    };
    await readers('the copy taken at the start');
    await afterChange('right after a change (its first build)');
    await afterChange('right after another change');
  } finally {
    client?.close();
    await server.stop();
  }
}
