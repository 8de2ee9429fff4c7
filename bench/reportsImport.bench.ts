import { startApi } from './apiServer';
import { importFiles, timedImport } from './importFile';
import { median, report } from './report';

const ROWS = 10_000;

export default async function reportsImport() {
  // A file per round: the import skips reports already in the list (duplicates), so the same file twice
  // would measure the duplicate check, not the import.
  const rounds = await importFiles(ROWS, [7, 8, 9]);
  report(
    `import file: ${ROWS.toLocaleString('en')} rows, ${rounds[0].reports.length.toLocaleString('en')} reports`,
    rounds[0].file.length / 1024,
    'KB',
  );
  const api = await startApi();
  try {
    const times: number[] = [];
    for (const round of rounds) times.push(await timedImport(api.url, api.headers, round));
    report(`POST /api/report/import of ${ROWS.toLocaleString('en')} rows, median of 3`, median(times), 'ms', {
      max: 2000,
    });
  } finally {
    await api.stop();
  }
}
