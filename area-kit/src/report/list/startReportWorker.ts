import { OriginWorker } from './originWorker';

/** The list worker of one area's report page (its own chunk, report-list). */
export function startReportWorker(): Worker {
  return new OriginWorker(new URL('./reportWorker.ts', import.meta.url), { name: 'report-list' });
}
