import { reportDuplicateKey } from '@console/contract/reports';
import type { ImportProblem } from '@console/contract/wire';
import type { ReportRecords } from './records';
import { toWire } from './wire';
import type { ImportedReport } from './xlsx/importReports';

export const ALREADY_IN_LIST = 'Duplicate of a report already in the list; skipped';
export const duplicateInFile = (first: ImportedReport) =>
  `Duplicate of Sheet: ${first.sheetName}, Row: ${first.rowIndex} of this file; skipped`;

/**
 * An import's reports without those already in the list or earlier in the same file (the same report
 * by reportDuplicateKey), and a per-row problem for each one left out: re-importing an exported file
 * adds nothing and says so row by row. Run inside the import's write, which holds the list's revision
 * row, so two imports of one file at once cannot both add it.
 */
export async function withoutDuplicates(
  records: ReportRecords,
  imported: readonly ImportedReport[],
): Promise<{ fresh: ImportedReport[]; duplicates: ImportProblem[] }> {
  const stored = new Set(
    (await records.sharingCase(imported.map(({ report }) => report))).map((row) => reportDuplicateKey(toWire(row))),
  );
  const firstInFile = new Map<string, ImportedReport>();
  const fresh: ImportedReport[] = [];
  const duplicates: ImportProblem[] = [];
  for (const row of imported) {
    const key = reportDuplicateKey(row.report);
    const first = firstInFile.get(key);
    const where = { sheetName: row.sheetName, rowIndex: row.rowIndex };
    if (stored.has(key)) duplicates.push({ ...where, msg: ALREADY_IN_LIST });
    else if (first) duplicates.push({ ...where, msg: duplicateInFile(first) });
    else {
      firstInFile.set(key, row);
      fresh.push(row);
    }
  }
  return { fresh, duplicates };
}
