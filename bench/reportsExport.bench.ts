import { performance } from 'node:perf_hooks';
import { reportRecords } from 'api/testing';
import { startApi } from './apiServer';
import { median, report } from './report';
import { reportsWithRows } from './reportsImport.bench';

const ROWS = 100_000;

export default async function reportsExport() {
  const reports = reportsWithRows(ROWS, 11);
  const api = await startApi();
  try {
    await reportRecords(api.connection.db, 'turbo').insertAll(
      reports.map((one) => ({ report: one, recordAddBy: one.recordAddBy })),
    );
    const times: number[] = [];
    let size = 0;
    for (let round = 0; round < 3; round += 1) {
      const start = performance.now();
      const response = await fetch(`${api.url}/api/report/exportExcel`, { headers: api.headers });
      size = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    }
    report(
      `export file: ${ROWS.toLocaleString('en')} rows, ${reports.length.toLocaleString('en')} reports`,
      size / 1024,
      'KB',
    );
    report(`GET /api/report/exportExcel of ${ROWS.toLocaleString('en')} rows, median of 3`, median(times), 'ms', {
      max: 4000,
    });
  } finally {
    await api.stop();
  }
}
