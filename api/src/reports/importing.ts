import { setImmediate as nextTurn } from 'node:timers/promises';
import { reportDuplicateKey } from '@console/contract/reports';
import type { ImportProblem } from '@console/contract/wire';
import type { Database } from '../db';
import type { ReportRow } from '../db/schema';
import { duplicateFilter } from './duplicates';
import { letPendingSearchEntriesGrow } from './pendingSearchEntries';
import type { ReportRecords } from './records';
import { readReportsXlsx, type ImportedReport, type ImportOptions, type ParsedImport } from './xlsx/importReports';

/**
 * At most this many reports a statement. A write takes every report read meanwhile (the reading does
 * not wait for the writes), so statements grow as PostgreSQL falls behind: fewer, larger statements for
 * a long file, where each statement's triggers and index merges cost more than the rows' share.
 */
const MOST_TOGETHER = 5000;

/** The file holds no report that can be stored: the import's transaction is rolled back, nothing audited. */
export class NothingToImport extends Error {
  constructor(readonly parsed: ParsedImport) {
    super('nothing to import');
  }
}

export interface Imported {
  parsed: ParsedImport;
  stored: ReportRow[];
  /** Each stored report as the answer sends it (`answerOf`), made while PostgreSQL wrote it. */
  storedAnswers: string[];
  duplicates: ImportProblem[];
}

/** A report read, with what its write needs made ahead: its stored row, its JSON, its duplicate key. */
interface Prepared {
  imported: ImportedReport;
  row: ReportRow;
  json: string;
  key: string;
}

/**
 * Reads an opened .xlsx (openReportsXlsx) and stores its reports in the transaction `tx` as it reads:
 * each stretch's rows, JSON and duplicate keys are made as it is read, and one write after another
 * checks what was read meanwhile for duplicates and stores it, while the reading goes on (PostgreSQL and
 * the API on their own cores): an import costs about its writes, not its reading plus its writes. All of
 * it or nothing: a refusal met late in the file (too many rows, an unreadable part) rolls back what was
 * written before it.
 */
export async function importWhileReading(
  records: ReportRecords,
  tx: Database,
  parts: Map<string, Buffer>,
  options: ImportOptions,
  answerOf: (row: ReportRow) => string,
): Promise<Imported> {
  await letPendingSearchEntriesGrow(tx);
  const withoutDuplicates = duplicateFilter(records);
  const now = new Date();
  const stored: ReportRow[] = [];
  const storedAnswers: string[] = [];
  const duplicates: ImportProblem[] = [];
  let waiting: Prepared[] = [];
  const writeWaiting = async () => {
    while (waiting.length) {
      const next = waiting.slice(0, MOST_TOGETHER);
      waiting = waiting.slice(next.length);
      const { fresh, duplicates: found } = await withoutDuplicates(
        next.map(({ imported }) => imported),
        next.map(({ key }) => key),
      );
      duplicates.push(...found);
      if (!fresh.length) continue;
      const written = fresh.map((i) => next[i]);
      const insert = tx.execute(records.insertionOf(written)).then(() => undefined);
      // Awaited below; a failure met before then is not an unhandled one.
      insert.catch(() => undefined);
      // Once the statement is sent, the answer's text of these reports is made while PostgreSQL writes them.
      await nextTurn();
      for (const { row } of written) {
        stored.push(row);
        storedAnswers.push(answerOf(row));
      }
      await insert;
    }
  };
  // The writes under way, one after another on the transaction's connection; never left unhandled.
  let writing: Promise<void> = Promise.resolve();
  let writingNow = false;
  let failed = false;
  const writeSoon = () => {
    if (writingNow) return;
    writingNow = true;
    writing = writeWaiting()
      .catch((error: unknown) => {
        failed = true;
        throw error;
      })
      .finally(() => (writingNow = false));
    writing.catch(() => undefined);
  };
  let parsed: ParsedImport;
  try {
    parsed = await readReportsXlsx(parts, options, async (reports) => {
      if (failed) return writing;
      const rows = records.prepared(reports, now);
      reports.forEach((imported, i) =>
        waiting.push({ imported, key: reportDuplicateKey(imported.report), row: rows[i].row, json: rows[i].json }),
      );
      writeSoon();
    });
  } catch (error) {
    // The write under way must end inside the transaction before its rollback: a statement sent after
    // it would run on its own, outside the transaction, and be kept. What waits is not written at all.
    waiting = [];
    await writing.catch(() => undefined);
    throw error;
  }
  await writing;
  writeSoon();
  await writing;
  if (parsed.reports.length === 0) throw new NothingToImport(parsed);
  return { parsed, stored, storedAnswers, duplicates };
}
