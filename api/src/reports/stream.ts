import { eq, sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { normalizeReport, ReportBlockWriter, type ReportStreamLine } from '@console/contract/reports';
import type { Database } from '../db';
import { reports } from '../db/schema';
import { revisionOf } from '../revisions/listRevision';
import type { ListLines } from '../revisions/listSnapshots';

/**
 * Reports per block: big enough to keep the per-line cost small, small enough to index as they come
 * and to leave the server's event loop to other requests between blocks.
 */
export const BLOCK_SIZE = 2000;

const line = (value: ReportStreamLine) => `${JSON.stringify(value)}\n`;

/** A timestamp as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date does). */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One block of the list as one JSON text made by PostgreSQL: the reports in the answer's shape (as
 * toWire makes them), in the list's order, with where the block ended. Reading a block as one text
 * instead of 2,000 rows of 17 columns spares the driver's row parsing, drizzle's mapping and a Date
 * per timestamp: most of what building the whole list cost the API.
 */
function blockQuery(area: AreaKey, after: { date: string; id: string } | undefined): SQL {
  const page = sql`SELECT * FROM ${reports} WHERE ${reports.area} = ${area} ${
    after ? sql`AND (${reports.date}, ${reports.id}) < (${after.date}::date, ${after.id}::uuid)` : sql``
  } ORDER BY ${reports.date} DESC, ${reports.id} DESC LIMIT ${BLOCK_SIZE}`;
  return sql`SELECT json_agg(json_build_object(
      '_id', r.id, 'date', r.date, 'userName', r.user_name, 'agent', r.agent, 'origin', r.origin,
      'originals', r.originals, 'acBalance', r.ac_balance, 'afterVoidBalance', r.after_void_balance,
      'catchBy', r.catch_by, 'proofType', r.proof_type, 'proofStatus', r.proof_status,
      'voidStatus', r.void_status, 'remark', r.remark, 'recordAddBy', r.record_add_by,
      'createdAt', ${iso(sql`r.created_at`)}, 'updatedAt', ${iso(sql`r.updated_at`)}, 'version', r.version
    ) ORDER BY r.date DESC, r.id DESC)::text AS block,
    (array_agg(r.date::text ORDER BY r.date, r.id))[1] AS last_date,
    (array_agg(r.id::text ORDER BY r.date, r.id))[1] AS last_id
    FROM (${page}) AS r`;
}

/**
 * One area's reports as the columns call's lines (@console/contract/reports reportBlocks.ts): head,
 * blocks in the list's order (newest day, then newest record), end. Read in the caller's transaction,
 * which must be one repeatable-read snapshot so that the tag, the count and every block describe the
 * same list. Read once per revision into the kept copy (listSnapshots.ts), never while a client reads.
 */
export async function reportLines(tx: Database, area: AreaKey): Promise<ListLines> {
  const revision = await revisionOf(tx, area, 'reports');
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.area, area));
  async function* lines() {
    yield line({ kind: 'head', revision: revision.tag, count });
    const writer = new ReportBlockWriter();
    // Keyset paging over the (area, date, id) index: each block starts where the last one ended.
    let after: { date: string; id: string } | undefined;
    for (;;) {
      const { rows } = await tx.execute<{ block: string | null; last_date: string; last_id: string }>(
        blockQuery(area, after),
      );
      const [{ block, last_date: date, last_id: id }] = rows;
      if (block === null) break;
      const reportsOfBlock = (JSON.parse(block) as unknown[]).map(normalizeReport);
      yield line(writer.block(reportsOfBlock));
      after = { date, id };
    }
    yield line({ kind: 'end', count });
  }
  return { revision, count, lines: lines() };
}
