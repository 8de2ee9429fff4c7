import { reportDuplicateKey } from '@console/contract/reports';
import type { ImportProblem } from '@console/contract/wire';
import type { Database } from '../db';
import type { ReportRow } from '../db/schema';
import { writesInTurn } from '../db/writesInTurn';
import { duplicateFilter } from './duplicates';
import type { ReportRecords } from './records';
import { readReportsXlsx, type ImportedReport, type ImportOptions, type ParsedImport } from './xlsx/importReports';

/**
 * Reports are stored at least this many a statement (the file's last ones may be fewer): about one
 * stretch of the file (workbookRows.ts), so the first write starts soon; a statement's own cost is small.
 */
const STORED_TOGETHER = 500;

/** The file holds no report that can be stored: the import's transaction is rolled back, nothing audited. */
export class NothingToImport extends Error {
  constructor(readonly parsed: ParsedImport) {
    super('nothing to import');
  }
}

export interface Imported {
  parsed: ParsedImport;
  stored: ReportRow[];
  duplicates: ImportProblem[];
}

/**
 * Reads an opened .xlsx (openReportsXlsx) and stores its reports in the transaction `tx` as it reads:
 * each stretch's rows and JSON are made, then it is checked for duplicates and written while the next
 * is read and made (PostgreSQL and the API on their own cores), so an import costs about its writes, not
 * its reading plus its writes. All of it or
 * nothing: a refusal met late in the file (too many rows) rolls back what was written before it.
 */
export async function importWhileReading(
  records: ReportRecords,
  tx: Database,
  parts: Map<string, Buffer>,
  options: ImportOptions,
): Promise<Imported> {
  const withoutDuplicates = duplicateFilter(records);
  const writes = writesInTurn();
  const now = new Date();
  const stored: ReportRow[] = [];
  const duplicates: ImportProblem[] = [];
  const store = async (reports: ImportedReport[]) => {
    // The API's share first, while PostgreSQL still writes the stretch before: rows, JSON, keys.
    const prepared = records.prepared(reports, now);
    const keys = reports.map(({ report }) => reportDuplicateKey(report));
    await writes.send(async () => {
      const { fresh, duplicates: found } = await withoutDuplicates(reports, keys);
      duplicates.push(...found);
      if (!fresh.length) return;
      const written = fresh.map((i) => prepared[i]);
      for (const { row } of written) stored.push(row);
      await tx.execute(records.insertionOf(written));
    });
  };
  let waiting: ImportedReport[] = [];
  let parsed: ParsedImport;
  try {
    parsed = await readReportsXlsx(parts, options, async (reports) => {
      waiting.push(...reports);
      if (waiting.length < STORED_TOGETHER) return;
      const next = waiting;
      waiting = [];
      await store(next);
    });
  } catch (error) {
    // The write under way must end inside the transaction before its rollback: a statement sent after
    // it would run on its own, outside the transaction, and be kept.
    await writes.finished().catch(() => undefined);
    throw error;
  }
  if (waiting.length) await store(waiting);
  await writes.finished();
  if (parsed.reports.length === 0) throw new NothingToImport(parsed);
  return { parsed, stored, duplicates };
}
