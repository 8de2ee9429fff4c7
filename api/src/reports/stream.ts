import { sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { normalizeReport, ReportBlockWriter, type ReportStreamLine } from '@console/contract/reports';
import type { Database } from '../db';
import {
  blockColumnsQuery,
  blockWiresQuery,
  iso,
  type BlockColumns,
  type BlockRow,
  type BlockWires,
  unwiredReports,
} from './blockColumns';
import { blockOfWires } from './blockWires';
import { planByChanges } from './blockChanges';
import { blockLine } from './blockLine';
import { numberWords } from './blockWords';
import { blockRows, planBlocks, type BlockCuts, type KeptBlocks, type PlannedBlock } from './blockPlan';
import { revisionOf, type Revision } from '../revisions/listRevision';
import type { ListLines, Pace } from '../revisions/listSnapshots';

export { BLOCK_CUTS, BLOCK_SIZE } from './blockPlan';

const line = (value: ReportStreamLine) => `${JSON.stringify(value)}\n`;

/** Blocks queued on the build's connection at full speed (reportLines). */
const AHEAD = 2;

/**
 * One block's reports as one JSON text made by PostgreSQL, in the answer's shape (as toWire makes
 * them) and the list's order: for the blocks whose reports' own fields normalizeReport would change
 * (hand-written records: a balance that is no number, a day out of its range), which the API encodes
 * itself. Reading a block as one text instead of 2,000 rows of 17 columns spares the driver's row
 * parsing, drizzle's mapping and a Date per timestamp.
 */
function reportsQuery(rows: SQL): SQL {
  return sql`SELECT json_agg(json_build_object(
      '_id', r.id, 'date', r.date, 'userName', r.user_name, 'agent', r.agent, 'origin', r.origin,
      'originals', r.originals, 'acBalance', r.ac_balance, 'afterVoidBalance', r.after_void_balance,
      'catchBy', r.catch_by, 'proofType', r.proof_type, 'proofStatus', r.proof_status,
      'voidStatus', r.void_status, 'remark', r.remark, 'recordAddBy', r.record_add_by,
      'createdAt', ${iso(sql`r.created_at`)}, 'updatedAt', ${iso(sql`r.updated_at`)}, 'version', r.version
    ) ORDER BY r.date DESC, r.id DESC)::text AS block
    FROM (${rows}) AS r`;
}

/**
 * Turns PostgreSQL's JIT compilation off for the rest of the transaction. The planner takes every
 * jsonb_array_elements for 100 rows, so a block's query looks a billion times bigger than it is and,
 * where the server has JIT (most packaged PostgreSQL 12 and later; not the embedded one), compiling it
 * took 1.5 s, against about 0.1 s to run it (PostgreSQL 15 with llvmjit, 2,000 reports).
 */
const withoutJit = (tx: Database) => tx.execute(sql`SET LOCAL jit = off`);

/**
 * The list's blocks at `revision`. With the blocks of a build kept in this process, those the changes
 * since did not fall in carry that build's prints (planByChanges: the keys alone, no report read);
 * with blocks kept or stored otherwise, every block's print, to look for (planBlocks); with none, the
 * blocks alone (each block's query answers its print).
 */
async function planList(
  tx: Database,
  area: AreaKey,
  revision: Revision,
  kept: KeptBlocks | undefined,
  cuts: BlockCuts | undefined,
): Promise<PlannedBlock[]> {
  const built = kept?.builtShape(revision.epoch);
  const byChanges = built ? await planByChanges(tx, area, revision, built, cuts) : null;
  if (byChanges) {
    kept!.plans.changes += 1;
    return byChanges;
  }
  const prints = (await kept?.holds(revision.epoch)) ?? false;
  if (prints) kept!.plans.prints += 1;
  return planBlocks(tx, area, { prints, cuts });
}

/**
 * One area's reports as the columns call's lines (@console/contract/reports reportBlocks.ts): head,
 * blocks in the list's order (newest day, then newest record), end. Read in the caller's transaction,
 * which must be one repeatable-read snapshot so that the tag, the count and every block describe the
 * same list. Read once per revision into the kept copy (listSnapshots.ts), never while a client reads.
 * One connection writes every block: a second one reading the same snapshot beside it (until issue 20's
 * twenty-second session) cost PostgreSQL about 0.65 s more CPU for a list of 100,000 built from nothing,
 * for no shorter build (README "Large lists"). With `kept`, the blocks of the last build whose reports
 * have not changed since are not read again: their columns are taken as PostgreSQL wrote them then, and
 * numbered into this stream's words. A block read is its reports' wires cut into columns when every one
 * of them has its wire (blockWires.ts), and otherwise PostgreSQL's columns of its rows (blockColumns.ts).
 * `cuts` (blockPlan.ts) are the list's; tests cut a short list into many blocks. `pace` is called before
 * blocks are asked for (a build nobody waits for gives way there, one block at a time: listSnapshots.ts).
 */
export async function reportLines(
  tx: Database,
  area: AreaKey,
  { kept, cuts, pace }: { kept?: KeptBlocks; cuts?: BlockCuts; pace?: Pace } = {},
): Promise<ListLines> {
  await withoutJit(tx);
  await pace?.();
  const revision = await revisionOf(tx, area, 'reports');
  const plan = await planList(tx, area, revision, kept, cuts);
  const count = plan.reduce((sum, block) => sum + block.size, 0);
  const taken = await kept?.take(
    revision.epoch,
    plan.flatMap((block) => (block.print ? [block.print] : [])),
  );
  const reused = plan.map((block) => (block.print ? taken?.get(block.print) : undefined));
  const unread = plan.flatMap((_, n) => (reused[n] ? [] : [n]));
  const unwired = unread.length > 0 && (await unwiredReports(tx, area));
  const read = (n: number) => {
    const rows = blockRows(area, plan, n);
    // A promise of its own: drizzle's query runs again on every `then`.
    const block = Promise.resolve(tx.execute<BlockWires>(blockWiresQuery(rows, unwired))).then(
      async ({ rows: [wired] }): Promise<BlockColumns> => {
        const ofWires = wired.wires === null ? null : blockOfWires(wired.print, wired.wires);
        if (ofWires) return ofWires;
        const {
          rows: [row],
        } = await tx.execute<BlockRow>(blockColumnsQuery(rows));
        return numberWords(row);
      },
    );
    // Awaited later, or never when the reader stops early: a failure then is the reader's to report.
    block.catch(() => undefined);
    return block;
  };
  async function* lines() {
    yield line({ kind: 'head', revision: revision.tag, count });
    const writer = new ReportBlockWriter();
    const built = new Map<string, BlockColumns>();
    // Each block's place and print, for the next build to compare with (blockChanges.ts).
    const shape: PlannedBlock[] = [];
    // The blocks asked for and not yet taken, and the next one to ask for (its place in `unread`).
    const asked = new Map<number, ReturnType<typeof read>>();
    let next = 0;
    // At full speed, two blocks queued on the connection, each asked for before the ones before it are
    // encoded, so PostgreSQL writes while the API encodes: blocks differ in size (blockPlan.ts), and one
    // queued behind a small block keeps PostgreSQL writing while the API encodes a bigger one. While the
    // build gives way (`pace`), one block at a time.
    const askMore = async () => {
      const inFlight = (await (pace?.() ?? true)) ? AHEAD : 1;
      for (; next < unread.length && asked.size < inFlight; next += 1) asked.set(unread[next], read(unread[next]));
    };
    await askMore();
    for (let n = 0; n < plan.length; n += 1) {
      let columns = reused[n];
      if (!columns) {
        columns = await asked.get(n)!;
        asked.delete(n);
        await askMore();
      }
      shape.push({ ...plan[n], print: columns.print });
      if (columns.canonical) {
        built.set(columns.print, columns);
        yield blockLine(writer, columns);
        continue;
      }
      const { rows } = await tx.execute<{ block: string | null }>(reportsQuery(blockRows(area, plan, n)));
      const reportsOfBlock = (JSON.parse(rows[0].block ?? '[]') as unknown[]).map(normalizeReport);
      yield line(writer.block(reportsOfBlock));
    }
    kept?.keep(revision.epoch, built, count, { revision: revision.revision, blocks: shape });
    yield line({ kind: 'end', count });
  }
  return { revision, count, lines: lines() };
}
