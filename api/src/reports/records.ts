import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { ReportInput } from '@console/contract/reports';
import type { Database } from '../db';
import { jsonRecords } from '../db/jsonRecords';
import { reportColumns, reports, type ReportRow } from '../db/schema';
import { isUuid, uuidv7 } from '../db/uuidv7';
import { reportWire } from './reportWire';
import { toColumns, toWire } from './wire';

const INSERT_BATCH = 5000;

const writeAll = jsonRecords(reports);

type NewReports = Array<{ report: ReportInput; recordAddBy: string }>;

/** What an update keeps of the report it changes. */
export type UpdatedReport = Pick<ReportRow, 'id' | 'version' | 'createdAt' | 'recordAddBy'>;

/** A report as written: its row with its wire (reportWire.ts). */
type WrittenRow = ReportRow & { wire: string };

/** `row` with its wire, made from the report as it will be read (toWire). */
function withWire(row: ReportRow & { wire: string | null }): WrittenRow {
  row.wire = reportWire(toWire(row));
  return row as WrittenRow;
}

/**
 * New reports as stored, ids and timestamps made here so the stored rows are known without reading them
 * back, each with its wire. The spread comes last: on Node 20, properties added after a spread cost
 * microseconds each (the wire is set in place of its `null`).
 */
function storedRows(area: AreaKey, rows: NewReports, now = new Date()): WrittenRow[] {
  return rows.map(({ report, recordAddBy }) =>
    withWire({
      id: uuidv7(),
      area,
      recordAddBy,
      createdAt: now,
      updatedAt: now,
      version: 1,
      wire: null,
      ...toColumns(report),
    }),
  );
}

/** The reports of one area, newest day first (then newest record first). */
export function reportRecords(db: Database, area: AreaKey) {
  const inArea = (id: string) => and(eq(reports.area, area), eq(reports.id, id));
  return {
    list(): Promise<ReportRow[]> {
      return db
        .select(reportColumns)
        .from(reports)
        .where(eq(reports.area, area))
        .orderBy(desc(reports.date), desc(reports.id));
    },

    async create(report: ReportInput, recordAddBy: string): Promise<ReportRow> {
      const [row] = await db
        .insert(reports)
        .values(storedRows(area, [{ report, recordAddBy }])[0])
        .returning();
      return row;
    },

    /** The report held until the transaction `db` belongs to ends (read-then-write). */
    async lock(id: string): Promise<ReportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(reports).where(inArea(id)).limit(1).for('update');
      return row;
    },

    /**
     * `current` (the report as locked, or at least its id, version and when and by whom it was added)
     * changed to `report`; undefined unless the area still has it at that version. Bumps the version in
     * the same statement; who added it stays as it was, and its wire (reportWire.ts) is made from both.
     */
    async update(current: UpdatedReport, report: ReportInput): Promise<ReportRow | undefined> {
      const { id, version, createdAt, recordAddBy } = current;
      if (!isUuid(id)) return undefined;
      const columns = toColumns(report);
      const updatedAt = new Date();
      const { wire } = withWire({
        createdAt,
        recordAddBy,
        id,
        area,
        updatedAt,
        version: version + 1,
        wire: null,
        ...columns,
      });
      const [row] = await db
        .update(reports)
        .set({ ...columns, updatedAt, version: sql`${reports.version} + 1`, wire })
        .where(and(inArea(id), eq(reports.version, version)))
        .returning();
      return row;
    },

    async remove(id: string, version: number): Promise<ReportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .delete(reports)
        .where(and(inArea(id), eq(reports.version, version)))
        .returning();
      return row;
    },

    /**
     * The stored reports of the same day, user name, agent and origin as any of `cases`: what an
     * import's duplicate check compares with. Each case is looked up by the area and folded user name
     * index (a few reports each), then its exact fields: a plain `IN` over the cases was planned as a
     * hash join over a scan of the whole area (4.4 s at 1,000,000 reports for 1,500 cases; 0.24 s now).
     */
    sharingCase(
      cases: ReadonlyArray<Pick<ReportInput, 'date' | 'userName' | 'agent' | 'origin'>>,
    ): Promise<ReportRow[]> {
      if (cases.length === 0) return Promise.resolve([]);
      const distinct = new Map(
        cases.map(({ date, userName, agent, origin }) => {
          const key = { date, user_name: userName, agent, origin };
          return [JSON.stringify(key), key];
        }),
      );
      const keys = JSON.stringify([...distinct.values()]);
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.area, area),
            sql`${reports.id} IN (SELECT s.id FROM json_to_recordset(${keys}::json) AS k(date date, user_name text, agent text, origin text)
              CROSS JOIN LATERAL (SELECT s.id FROM ${reports} s WHERE s.area = ${area}
                AND (report_fold(s.user_name) COLLATE "C") = report_fold(k.user_name) AND s.user_name = k.user_name
                AND s.date = k.date AND s.agent = k.agent AND s.origin = k.origin) s)`,
          ),
        );
    },

    /**
     * Stores every report of an import in one transaction: all of them, or none if anything fails.
     * Each batch travels as one JSON parameter that PostgreSQL unpacks (json_populate_recordset):
     * several times faster than binding 15 parameters per row. Ids and timestamps are made here, so
     * the stored rows are known without reading them back.
     */
    insertAll(rows: NewReports, batchSize = INSERT_BATCH): Promise<ReportRow[]> {
      const stored = storedRows(area, rows);
      return db.transaction(async (tx) => {
        await writeAll.insert(tx, stored, batchSize);
        return stored;
      });
    },

    /**
     * The one statement that stores these reports, made now (rows and JSON) and run by the caller: the
     * demo seed makes its next batch while PostgreSQL writes this one.
     */
    insertion(rows: NewReports): SQL {
      return writeAll.statement(storedRows(area, rows));
    },

    /**
     * These reports as they would be stored, each with its JSON, made ahead of knowing which will be:
     * an import makes them while PostgreSQL writes its stretch before, then writes those that are not
     * duplicates with `insertionOf`.
     */
    prepared(rows: NewReports, now: Date): Array<{ row: ReportRow; json: string }> {
      return storedRows(area, rows, now).map((row) => ({ row, json: writeAll.rowJson(row) }));
    },

    /** The statement that stores reports made by `prepared`. */
    insertionOf(prepared: ReadonlyArray<{ json: string }>): SQL {
      return writeAll.statementOfJson(prepared.map(({ json }) => json));
    },
  };
}

export type ReportRecords = ReturnType<typeof reportRecords>;
