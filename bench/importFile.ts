import { PassThrough } from 'node:stream';
import { reportRows, type Report } from '@console/contract/reports';
import { writeReportsXlsx } from 'api/testing';
import { generateReports } from './reportsData';

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

/** The reports as the sheet a person imports (the export's own writer). */
export async function xlsxOf(reports: Report[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeReportsXlsx(reports, out);
  return Buffer.concat(chunks);
}

/** Sheets of `rows` rows, one per seed: a new file per round, since the import skips duplicates. */
export function importFiles(rows: number, seeds: number[]): Promise<{ reports: Report[]; file: Buffer }[]> {
  return Promise.all(
    seeds.map(async (seed) => {
      const reports = reportsWithRows(rows, seed);
      return { reports, file: await xlsxOf(reports) };
    }),
  );
}

/** POSTs the sheet to /api/report/import; the time it took, or an error naming what came back instead. */
export async function timedImport(
  url: string,
  headers: Record<string, string>,
  { reports, file }: { reports: Report[]; file: Buffer },
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'reports.xlsx');
  const start = performance.now();
  const response = await fetch(`${url}/api/report/import`, { method: 'POST', headers, body: form });
  const body = (await response.json()) as { data: unknown[]; errors: unknown[] };
  const ms = performance.now() - start;
  if (response.status !== 200 || body.data.length !== reports.length || body.errors.length) {
    throw new Error(
      `the import answered ${response.status} with ${body.data.length} of ${reports.length} reports and ` +
        `${body.errors.length} errors, the first: ${JSON.stringify(body.errors[0])}`,
    );
  }
  return ms;
}
