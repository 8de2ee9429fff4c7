import { performance } from 'node:perf_hooks';
import { fillWires, reportLines, reportRecords } from 'api/testing';
import { postgresCpu, postgresCpuSince } from './apiProcess';
import { startApi } from './apiServer';
import { median, report } from './report';
import { generateReports } from './reportsData';

const REPORTS = 100_000;

/**
 * Reports from before wires were kept (migration 0039, or restored from an archive): what the wires' fill
 * (api/src/reports/wireFill.ts) costs, and what it buys a build of the whole list from nothing. The
 * builds run in this process (no kept blocks, no compression or storing), as `reportLines` reads the list.
 */
export default async function wireFill() {
  const api = await startApi({ WHOLE_LIST_AHEAD: 'off' });
  const { db } = api.connection;
  try {
    const reports = generateReports(REPORTS);
    await reportRecords(db, 'turbo').insertAll(
      reports.map(({ _id, recordAddBy, ...report }) => ({ report, recordAddBy })),
    );
    // Written before wires were kept: none has one.
    await db.execute('UPDATE reports SET wire = NULL');
    await db.execute('VACUUM ANALYZE reports');
    const label = `${REPORTS.toLocaleString('en')} reports`;

    /** One build of the Turbo list from nothing: its wall time and CPU time here and in PostgreSQL. */
    const build = async () => {
      const cpu = process.cpuUsage();
      const postgres = postgresCpu(api.pid);
      const start = performance.now();
      let bytes = 0;
      await db.transaction(
        async (tx) => {
          for await (const line of (await reportLines(tx, 'turbo')).lines) bytes += line.length;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const used = process.cpuUsage(cpu);
      return {
        ms: performance.now() - start,
        apiMs: (used.user + used.system) / 1000,
        postgresMs: postgresCpuSince(api.pid, postgres) * 1000,
        bytes,
      };
    };
    const builds = async (what: string) => {
      await build();
      const runs = [await build(), await build(), await build()];
      report(
        `whole list of ${label} built from nothing, ${what}: wall, median of 3`,
        median(runs.map((r) => r.ms)),
        'ms',
      );
      report(`  its CPU time in the API`, median(runs.map((r) => r.apiMs)), 'ms');
      report(`  its CPU time in PostgreSQL`, median(runs.map((r) => r.postgresMs)), 'ms');
      return runs[0].bytes;
    };

    const fromColumns = await builds('no report with a wire (from their columns)');

    const cpu = process.cpuUsage();
    const postgres = postgresCpu(api.pid);
    const start = performance.now();
    const filled = await fillWires(db, 'turbo');
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (filled !== REPORTS) throw new Error(`the fill gave ${filled} reports a wire, not ${REPORTS}`);
    report(`fill of ${label}' wires: wall`, ms, 'ms');
    report(`  its CPU time in the API`, (used.user + used.system) / 1000, 'ms');
    report(`  its CPU time in PostgreSQL`, postgresCpuSince(api.pid, postgres) * 1000, 'ms');
    report(`  per batch of 500 reports, wall`, (ms / REPORTS) * 500, 'ms');
    await db.execute('VACUUM ANALYZE reports');

    const fromWires = await builds('every report with its wire');
    if (fromWires !== fromColumns)
      throw new Error(`the list from wires has ${fromWires} bytes, from columns ${fromColumns}`);
  } finally {
    await api.stop();
  }
}
