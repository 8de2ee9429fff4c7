import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { reportRecords } from 'api/testing';
import { startApi } from './apiServer';
import { watchPeak } from './apiProcess';
import { median, report } from './report';
import { reportsWithRows } from './importFile';

/** Rows in the export: `EXPORT_ROWS=1000000 npm run bench -- reportsExport` for the large-list goal. */
const ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
/** Reports put in per transaction, so a million rows never sit in the benchmark's memory at once. */
const INSERT_ROWS = 50_000;

/** Reads the answer as a download does, counting bytes; `slow` reads about 4 MB/s (a slow link). */
async function download(url: string, headers: Record<string, string>, slow: boolean): Promise<number> {
  const response = await fetch(url, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  await pipeline(
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (slow) setTimeout(done, chunk.length / 4096);
        else done();
      },
    }),
  );
  return bytes;
}

export default async function reportsExport() {
  const api = await startApi();
  try {
    const records = reportRecords(api.connection.db, 'turbo');
    let reports = 0;
    for (let rows = 0, seed = 11; rows < ROWS; rows += INSERT_ROWS, seed += 1) {
      const batch = reportsWithRows(Math.min(INSERT_ROWS, ROWS - rows), seed);
      await records.insertAll(batch.map((one) => ({ report: one, recordAddBy: one.recordAddBy })));
      reports += batch.length;
    }
    const url = `${api.url}/api/report/exportExcel`;
    const rounds = ROWS > 200_000 ? 1 : 3;
    const times: number[] = [];
    let size = 0;
    const peakOfFast = watchPeak(api.pid);
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      size = await download(url, api.headers, false);
      times.push(performance.now() - start);
    }
    const fastPeak = peakOfFast();
    const peakOfSlow = watchPeak(api.pid);
    const slowStart = performance.now();
    await download(url, api.headers, true);
    const slowTime = performance.now() - slowStart;
    const slowPeak = peakOfSlow();

    const rowsText = ROWS.toLocaleString('en');
    report(`export file: ${rowsText} rows, ${reports.toLocaleString('en')} reports`, size / 1024, 'KB');
    report(
      `GET /api/report/exportExcel of ${rowsText} rows${rounds > 1 ? `, median of ${rounds}` : ''}`,
      median(times),
      'ms',
      { max: ROWS > 200_000 ? 60_000 : 4000 },
    );
    report(`API resident memory during it (peak)`, fastPeak / 1e6, 'MB', { max: 500 });
    report(`the same export read at about 4 MB/s: time`, slowTime, 'ms');
    report(`API resident memory during the slow read (peak)`, slowPeak / 1e6, 'MB', { max: 500 });
  } finally {
    await api.stop();
  }
}
