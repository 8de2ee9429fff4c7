import { and, eq, gt, lte } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reportListChanges } from '../db/schema';
import type { Revision } from '../revisions/listRevision';
import { planBlocks, type BlockCuts, type Key, type PlannedBlock } from './blockPlan';

/**
 * The blocks of a kept build in the list's order (newest first), each with its print, and the revision
 * it was read at: what a later build compares its own blocks with (planByChanges).
 */
export interface BuiltShape {
  revision: number;
  blocks: readonly PlannedBlock[];
}

/**
 * The most keys a build looks up. A change of more reports than this falls in most blocks anyway, and
 * the build compares every block's print instead (planBlocks).
 */
const MOST_KEYS = 1_000;

/** Days as PostgreSQL writes them for years 1 to 9999 (`date::text`): these sort as they read. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `a` comes before `b` in the list's order read oldest first (day, then id). */
const before = (a: Key, b: Key) => a.date < b.date || (a.date === b.date && a.id < b.id);

/**
 * The keys of the reports written in the revisions after `since` up to `at` (report_list_changes,
 * migration 0035), or null when the table cannot tell them: a revision missing (pruned, or made before
 * the table), a statement of many reports, too many keys, or a day that does not sort as text.
 */
async function changedKeys(tx: Database, area: AreaKey, at: Revision, since: number): Promise<Key[] | null> {
  if (at.revision < since) return null;
  if (at.revision === since) return [];
  const rows = await tx
    .select({ revision: reportListChanges.revision, date: reportListChanges.date, id: reportListChanges.id })
    .from(reportListChanges)
    .where(
      and(
        eq(reportListChanges.area, area),
        eq(reportListChanges.epoch, at.epoch),
        gt(reportListChanges.revision, since),
        lte(reportListChanges.revision, at.revision),
      ),
    )
    .limit(MOST_KEYS + 1);
  if (rows.length > MOST_KEYS) return null;
  // Every revision of the list writes at least one row: one missing was pruned (or never written).
  if (new Set(rows.map((row) => row.revision)).size !== at.revision - since) return null;
  const keys: Key[] = [];
  for (const { date, id } of rows) {
    if (date === null || id === null || !DAY.test(date)) return null;
    keys.push({ date, id });
  }
  return keys;
}

/** A block's place: its oldest report, the next newer block's oldest (none for the newest) and its size. */
const place = (block: PlannedBlock, newer: PlannedBlock | undefined) =>
  `${block.oldest.date} ${block.oldest.id} ${newer?.oldest.date ?? ''} ${newer?.oldest.id ?? ''} ${block.size}`;

/**
 * The list's blocks at `at`, cut by the keys alone (planBlocks without prints: an index-only walk, 50–60
 * ms of PostgreSQL's CPU at 100,000 reports), each block that holds the same place as one of `built`
 * and none of the reports written since given that block's print: its reports and their rows are the
 * ones `built` read. The other blocks have none (read again). Null when the changes since `built`
 * are not known (changedKeys): the build then compares prints.
 */
export async function planByChanges(
  tx: Database,
  area: AreaKey,
  at: Revision,
  built: BuiltShape,
  cuts?: BlockCuts,
): Promise<PlannedBlock[] | null> {
  const keys = await changedKeys(tx, area, at, built.revision);
  if (!keys) return null;
  const plan = await planBlocks(tx, area, { cuts });
  if (plan.some((block) => !DAY.test(block.oldest.date))) return null;
  const prints = new Map(built.blocks.map((block, n) => [place(block, built.blocks[n - 1]), block.print]));
  return plan.map((block, n) => {
    const newer = plan[n - 1];
    const print = prints.get(place(block, newer));
    const changed = keys.some((key) => !before(key, block.oldest) && (!newer || before(key, newer.oldest)));
    return print && !changed ? { ...block, print } : block;
  });
}
