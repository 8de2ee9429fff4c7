import { performance } from 'node:perf_hooks';
import { reportRecords } from 'api/testing';
import { cpuOf, postgresCpu, postgresCpuSince, quiet } from './apiProcess';
import { startApi } from './apiServer';
import { median, report } from './report';
import { generateReports } from './reportsData';

const REPORTS = 100_000;

/**
 * A build's CPU after a change (the build every change costs, once for everyone: the goal of
 * 1 s of server CPU), in seconds of the API's and of PostgreSQL's processes, until its copy is stored.
 */
function buildCpu(apiSeconds: number, postgresSeconds: number) {
  report(`  that build's CPU time in the API`, apiSeconds * 1000, 'ms');
  report(`  that build's CPU time in PostgreSQL`, postgresSeconds * 1000, 'ms');
  report(`  that build's CPU time in the API and PostgreSQL`, (apiSeconds + postgresSeconds) * 1000, 'ms', {
    max: 1000,
  });
}

/**
 * The whole report list (`GET /api/report/columns`, brotli as a browser asks): the first answer after
 * a change builds it (read, encode, compress, store), later ones send the kept copy.
 */
export default async function wholeList() {
  // Every build measured is the one an answer asks for: none begins ahead of it, after the insert or a change.
  const api = await startApi({ WHOLE_LIST_AHEAD: 'off' });
  try {
    const reports = generateReports(REPORTS);
    await reportRecords(api.connection.db, 'turbo').insertAll(
      reports.map(({ _id, recordAddBy, ...report }) => ({ report, recordAddBy })),
    );
    // Done now rather than by autovacuum in the seconds measured below (the insert's cost, not a build's).
    await api.connection.db.execute('VACUUM ANALYZE reports');
    const headers = { ...api.headers, 'accept-encoding': 'br' };
    const columns = async () => {
      const start = performance.now();
      const response = await fetch(`${api.url}/api/report/columns`, { headers });
      const size = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`columns answered ${response.status}`);
      return { ms: performance.now() - start, size };
    };
    const storedTag = async () =>
      (
        await api.connection.db.execute<{ tag: string }>(
          "SELECT tag FROM list_snapshots WHERE area = 'turbo' AND list = 'reports'",
        )
      ).rows[0]?.tag;
    /**
     * The columns call after a change, and the CPU its build took until its copy was stored for every
     * instance (the people waiting take the copy before it is stored).
     */
    const built = async () => {
      const tagBefore = await storedTag();
      const before = cpuOf(api.pid);
      const postgresBefore = postgresCpu(api.pid);
      const answer = await columns();
      while ((await storedTag()) === tagBefore) await new Promise((resolve) => setTimeout(resolve, 10));
      return {
        ...answer,
        apiSeconds: cpuOf(api.pid).api - before.api,
        postgresSeconds: postgresCpuSince(api.pid, postgresBefore),
      };
    };
    const settled = () => quiet(api.pid);
    const label = `${REPORTS.toLocaleString('en')} reports`;
    const cold = await built();
    report(`GET /api/report/columns, ${label}: first after a change (build)`, cold.ms, 'ms', { max: 2000 });
    report(`  the build's CPU time in the API`, cold.apiSeconds * 1000, 'ms', { max: 1000 });
    // The goal says server CPU: PostgreSQL writes every block's columns (blockColumns.ts).
    report(`  the build's CPU time in PostgreSQL`, cold.postgresSeconds * 1000, 'ms');
    report(`  the build's CPU time in the API and PostgreSQL`, (cold.apiSeconds + cold.postgresSeconds) * 1000, 'ms', {
      max: 1000,
    });
    const warm = [await columns(), await columns(), await columns()];
    report(`GET /api/report/columns, ${label}: kept copy, median of 3`, median(warm.map((w) => w.ms)), 'ms');
    report(`GET /api/report/columns, ${label}: list size, decoded`, cold.size / 1024 / 1024, 'MB');
    await settled();
    // A report on a new newest day: the build reads the newest block again and reuses the others.
    const [newest] = generateReports(1);
    const { _id, recordAddBy, ...body } = { ...newest, date: '2099-01-01' };
    await reportRecords(api.connection.db, 'turbo').create(body, recordAddBy);
    const changed = await built();
    report(`GET /api/report/columns, ${label}: first after one new report (build)`, changed.ms, 'ms');
    buildCpu(changed.apiSeconds, changed.postgresSeconds);
    await settled();
    // A report on an older day (the list's middle): the build reads the block it fell in again (two
    // when it begins a run), not every newer block (blockPlan.ts BlockCuts).
    const days = reports.map((one) => one.date).sort();
    await reportRecords(api.connection.db, 'turbo').create({ ...body, date: days[days.length >> 1] }, recordAddBy);
    const older = await built();
    report(`GET /api/report/columns, ${label}: first after one report on an older day (build)`, older.ms, 'ms');
    buildCpu(older.apiSeconds, older.postgresSeconds);
    // Older records, as the spec's older data holds them: one sport, event and market name per original
    // instead of lists (normalizeReport makes them lists). Their blocks are kept like any other.
    await api.connection.db.execute(`UPDATE reports SET originals = (SELECT jsonb_agg(o - 'sportNames' - 'eventNames'
        - 'marketNames' || jsonb_build_object('sportName', o->'sportNames'->0, 'eventName', o->'eventNames'->0,
          'marketName', o->'marketNames'->0)) FROM jsonb_array_elements(originals) AS o)
      WHERE area = 'turbo' AND jsonb_array_length(originals) > 0`);
    await api.connection.db.execute('VACUUM ANALYZE reports');
    await settled();
    await built();
    await settled();
    await reportRecords(api.connection.db, 'turbo').create({ ...body, date: '2099-01-02' }, recordAddBy);
    const legacy = await built();
    report(`GET /api/report/columns, ${label} of older records: first after one new report (build)`, legacy.ms, 'ms');
    buildCpu(legacy.apiSeconds, legacy.postgresSeconds);
  } finally {
    await api.stop();
  }
}
