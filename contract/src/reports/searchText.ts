import { SEPARATOR } from './reportIndex';
import type { ReportInput } from './types';
import { foldCase } from './view';

/**
 * A report's searched texts as the server stores them (api/src/reports/viewColumns.ts: the view
 * columns a search reads) and as the browser's index must hold them: every field a search reads,
 * joined by the separator and folded whole; the names of each list, joined; the sports wrapped in
 * separators so that one is found whole.
 */
export function searchTextsOf(report: ReportInput) {
  const names = (list: 'sportNames' | 'eventNames' | 'marketNames') =>
    report.originals.flatMap((original) => original[list]).join(SEPARATOR);
  const sports = names('sportNames');
  const events = names('eventNames');
  const markets = names('marketNames');
  return {
    search: foldCase(
      [
        report.userName,
        report.agent,
        report.origin,
        sports,
        events,
        markets,
        report.catchBy,
        report.proofType,
        report.proofStatus,
        report.voidStatus,
        report.remark,
      ].join(SEPARATOR),
    ),
    sports: foldCase(`${SEPARATOR}${sports}${SEPARATOR}`),
    events: foldCase(events),
    markets: foldCase(markets),
  };
}
