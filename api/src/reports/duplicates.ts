import { reportDuplicateKey } from '@console/contract/reports';
import type { ImportProblem } from '@console/contract/wire';
import type { ReportRecords } from './records';
import { toWire } from './wire';
import type { ImportedReport } from './xlsx/importReports';

export const ALREADY_IN_LIST = 'Duplicate of a report already in the list; skipped';
export const duplicateInFile = (first: ImportedReport) =>
  `Duplicate of Sheet: ${first.sheetName}, Row: ${first.rowIndex} of this file; skipped`;

/**
 * Takes an import's reports a stretch at a time, leaving out those already in the list or earlier in the
 * same file (the same report by reportDuplicateKey), with a per-row problem for each one left out:
 * re-importing an exported file adds nothing and says so row by row. A report earlier in the file is
 * looked for first, since by a later stretch it may be stored already. Run inside the import's write,
 * which holds the list's revision row, so two imports of one file at once cannot both add it.
 */
export function duplicateFilter(records: ReportRecords) {
  const firstInFile = new Map<string, ImportedReport>();
  /** The positions in `imported` of the reports to store; `keys` are their reportDuplicateKeys, made ahead. */
  return async (
    imported: readonly ImportedReport[],
    keys: readonly string[],
  ): Promise<{ fresh: number[]; duplicates: ImportProblem[] }> => {
    const stored = new Set(
      (await records.sharingCase(imported.map(({ report }) => report))).map((row) => reportDuplicateKey(toWire(row))),
    );
    const fresh: number[] = [];
    const duplicates: ImportProblem[] = [];
    imported.forEach((row, i) => {
      const first = firstInFile.get(keys[i]);
      const where = { sheetName: row.sheetName, rowIndex: row.rowIndex };
      if (first) duplicates.push({ ...where, msg: duplicateInFile(first) });
      else if (stored.has(keys[i])) duplicates.push({ ...where, msg: ALREADY_IN_LIST });
      else {
        firstInFile.set(keys[i], row);
        fresh.push(i);
      }
    });
    return { fresh, duplicates };
  };
}
