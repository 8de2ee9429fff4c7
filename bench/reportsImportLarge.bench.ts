import { bearer } from './apiServer';
import { cpuOf, postgresCpu, postgresCpuSince, quiet } from './apiProcess';
import { importFiles, timedImport } from './importFile';
import { LARGE, startSeededApi } from './largeData/seededConsole';
import { median, report } from './report';

const ROWS = 10_000;
const ROUNDS = [17, 18, 19];

/**
 * Issue 20: an import of 10,000 sheet rows into the seeded console's Turbo list (100,000 reports per
 * area, or LARGE_SIZE=1000000), each into a cold list: the API started again before every round and
 * left to settle (its start-up work done), so nothing of the list has been read since the start, as
 * on a morning's first import. A new file per round (the import skips duplicates). Prints each round's
 * time beside the goal, and the server's CPU (the API's and PostgreSQL's) it cost.
 */
export default async function reportsImportLarge() {
  const rounds = await importFiles(ROWS, ROUNDS);
  const server = await startSeededApi();
  const size = LARGE.reports.toLocaleString('en');
  try {
    const times: number[] = [];
    for (const [n, round] of rounds.entries()) {
      const url = n === 0 ? server.url : await server.restart();
      const headers = await bearer(url);
      await quiet(server.pid);
      const api = cpuOf(server.pid).api;
      const postgres = postgresCpu(server.pid);
      const ms = await timedImport(url, headers, round);
      const cpu = cpuOf(server.pid).api - api + postgresCpuSince(server.pid, postgres);
      times.push(ms);
      report(`import of ${ROWS.toLocaleString('en')} rows into ${size} reports, cold, round ${n + 1}`, ms, 'ms', {
        max: 2000,
      });
      report(`  its server CPU until the answer (API and PostgreSQL)`, cpu * 1000, 'ms');
    }
    report(`import of ${ROWS.toLocaleString('en')} rows into ${size} cold reports, median of 3`, median(times), 'ms', {
      max: 2000,
    });
  } finally {
    await server.stop();
  }
}
