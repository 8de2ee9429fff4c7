import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reportColumns, reports } from '../db/schema';
import { reportWire } from './reportWire';
import { toWire } from './wire';

/** How many reports one transaction of the fill gives a wire (a few tens of milliseconds of work). */
export const FILL_BATCH = 500;

export interface WireFillOptions {
  batch?: number;
  /** Awaited before each batch: work nobody waits for gives way to the people the instance answers. */
  pace?: () => Promise<unknown>;
  /** Whether to stop before the next batch (the instance is closing). */
  stopped?: () => boolean;
}

/**
 * Gives every report of `area` without a wire (reportWire.ts) its wire, made from the report as it is
 * stored, `batch` reports per transaction in the list's keys' order; answers how many it gave one. A
 * report gets one from every API writer; those without are reports written before migration 0039, restored
 * from an archive (backup.ts never takes one from it) or changed by SQL by hand (reports_wire_kept), whose
 * blocks a build would otherwise read from their columns, at about twice the cost (README "Large lists").
 *
 * Each batch's reports are locked as they are read (FOR UPDATE), so none changes between its read and
 * its wire; one locked by a writer is skipped (SKIP LOCKED: the writer gives it a wire, or the next fill
 * does). Its transaction says it writes nothing but wires (`console.wire_fill`, migration 0041): the
 * report's view columns, the day totals, searched texts, sort keys, field values and day groups, and the
 * list's revision are left as they are, since none of them changes. The whole list a build makes is the
 * same with the wire as without (blockWires.ts); the new row versions only make the blocks' prints new,
 * so a build that compares prints reads those blocks once more. Safe beside another instance's fill.
 */
export async function fillWires(
  db: Database,
  area: AreaKey,
  { batch = FILL_BATCH, pace, stopped = () => false }: WireFillOptions = {},
): Promise<number> {
  let filled = 0;
  // The last key of the batch before: each report is looked at once per fill, even one skipped.
  let after: { date: string; id: string } | undefined;
  for (;;) {
    await pace?.();
    if (stopped()) return filled;
    const last = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL console.wire_fill = 'on'`);
      const rows = await tx
        .select(reportColumns)
        .from(reports)
        .where(
          and(
            eq(reports.area, area),
            isNull(reports.wire),
            after ? sql`(${reports.date}, ${reports.id}) > (${after.date}::date, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(reports.date), asc(reports.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return undefined;
      const ids = sql.param(rows.map((row) => row.id));
      const wires = sql.param(rows.map((row) => reportWire(toWire(row))));
      await tx.execute(sql`UPDATE ${reports} AS r SET wire = f.wire
        FROM unnest(${ids}::uuid[], ${wires}::text[]) AS f(id, wire) WHERE r.id = f.id`);
      filled += rows.length;
      return rows.at(-1)!;
    });
    if (!last) return filled;
    after = { date: last.date, id: last.id };
  }
}
