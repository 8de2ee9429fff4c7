import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { reportRows, type Report } from '@console/contract/reports';
import { writeReportsXlsx } from 'api/testing';
import { startApi } from './apiServer';
import { generateReports } from './reportsData';
import { median, report } from './report';

const ROWS = 10_000;

/** Reports adding up to `rows` sheet rows (one per bet detail). */
export function reportsWithRows(rows: number, seed = 7): Report[] {
  const chosen: Report[] = [];
  let count = 0;
  for (const candidate of generateReports(rows, seed)) {
    if (count >= rows) break;
    const size = reportRows(candidate).length;
    if (count + size > rows) continue;
    chosen.push({ ...candidate, catchBy: 'Agent' });
    count += size;
  }
  return chosen;
}

async function xlsxOf(reports: Report[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeReportsXlsx(reports, out);
  return Buffer.concat(chunks);
}

export default async function reportsImport() {
  // A file per round: the import skips reports already in the list (duplicates), so the same file twice
  // would measure the duplicate check, not the import.
  const rounds = await Promise.all(
    [7, 8, 9].map(async (seed) => {
      const reports = reportsWithRows(ROWS, seed);
      return { reports, file: await xlsxOf(reports) };
    }),
  );
  report(
    `import file: ${ROWS.toLocaleString('en')} rows, ${rounds[0].reports.length.toLocaleString('en')} reports`,
    rounds[0].file.length / 1024,
    'KB',
  );
  const api = await startApi();
  try {
    const times: number[] = [];
    for (const [round, { reports, file }] of rounds.entries()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'reports.xlsx');
      const start = performance.now();
      const response = await fetch(`${api.url}/api/report/import`, {
        method: 'POST',
        headers: api.headers,
        body: form,
      });
      const body = (await response.json()) as { data: unknown[]; errors: unknown[] };
      times.push(performance.now() - start);
      if (response.status !== 200 || body.data.length !== reports.length || body.errors.length) {
        throw new Error(
          `import round ${round + 1} answered ${response.status} with ${body.data.length} reports and ` +
            `${body.errors.length} errors, the first: ${JSON.stringify(body.errors[0])}`,
        );
      }
    }
    report(`POST /api/report/import of ${ROWS.toLocaleString('en')} rows, median of 3`, median(times), 'ms', {
      max: 2000,
    });
  } finally {
    await api.stop();
  }
}
