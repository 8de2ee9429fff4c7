import { and, desc, eq, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { ReportBlockWriter, type ReportStreamLine } from '@console/contract/reports';
import type { Database } from '../db';
import { reports, type ReportRow } from '../db/schema';
import { revisionOf } from '../revisions/listRevision';
import type { ListLines } from '../revisions/listSnapshots';
import { toWire } from './wire';

/**
 * Reports per block: big enough to keep the per-line cost small, small enough to index as they come
 * and to leave the server's event loop to other requests between blocks.
 */
export const BLOCK_SIZE = 2000;

const line = (value: ReportStreamLine) => `${JSON.stringify(value)}\n`;

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
    let last: ReportRow | undefined;
    for (;;) {
      const rows = await tx
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.area, area),
            last ? sql`(${reports.date}, ${reports.id}) < (${last.date}, ${last.id})` : undefined,
          ),
        )
        .orderBy(desc(reports.date), desc(reports.id))
        .limit(BLOCK_SIZE);
      if (rows.length === 0) break;
      yield line(writer.block(rows.map(toWire)));
      last = rows.at(-1);
    }
    yield line({ kind: 'end', count });
  }
  return { revision, count, lines: lines() };
}
