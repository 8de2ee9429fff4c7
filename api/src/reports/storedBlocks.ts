import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { listBlocks, listBlockShapes } from '../db/schema';
import type { BuiltShape } from './blockChanges';
import { BLOCK_COLUMN_FIELDS, type BlockColumns } from './blockColumns';
import type { PlannedBlock } from './blockPlan';

/**
 * Joins the fields: each is JSON as PostgreSQL writes it, where a control character is always escaped,
 * so a raw U+0001 is in none of them. Joined as they are, not written again as JSON strings (escaping
 * 30 MB of JSON texts cost a build more CPU than the blocks it spares).
 */
const JOIN = '\u0001';
const pack = (columns: BlockColumns) =>
  [columns.canonical ? '1' : '0', ...BLOCK_COLUMN_FIELDS.map((field) => columns[field])].join(JOIN);
/** A stored block's columns, or null for one of another shape (it is then read again, as if missing). */
function unpack(text: string): BlockColumns | null {
  const [canonical, ...fields] = text.split(JOIN);
  if (fields.length !== BLOCK_COLUMN_FIELDS.length || (canonical !== '1' && canonical !== '0')) return null;
  return {
    canonical: canonical === '1',
    ...(Object.fromEntries(BLOCK_COLUMN_FIELDS.map((field, i) => [field, fields[i]])) as Omit<
      BlockColumns,
      'canonical'
    >),
  };
}

/** A block of a stored shape: `[oldest day, oldest id, size, print]`. */
type StoredPlace = [string, string, number, string];

const isPlace = (value: unknown): value is StoredPlace =>
  Array.isArray(value) &&
  value.length === 4 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string' &&
  Number.isSafeInteger(value[2]) &&
  typeof value[3] === 'string';

/** A stored shape's blocks, or null for blocks of another shape (the next build then compares prints). */
function placesOf(value: unknown): PlannedBlock[] | null {
  if (!Array.isArray(value) || !value.every(isPlace)) return null;
  return value.map(([date, id, size, print]) => ({ oldest: { date, id }, size, print }));
}

/**
 * An area's blocks as PostgreSQL last wrote their columns, stored in `list_blocks` (migration 0030) for
 * every instance on the database and for the next start: the blocks of the last build of one epoch,
 * by print. KeptBlocks (blockPlan.ts) looks here for what it does not hold itself.
 */
export function storedBlocks(db: Database, area: AreaKey) {
  const ours = eq(listBlocks.area, area);
  return {
    /** Whether blocks of `epoch` are stored. */
    async holds(epoch: string): Promise<boolean> {
      const rows = await db
        .select({ print: listBlocks.print })
        .from(listBlocks)
        .where(and(ours, eq(listBlocks.epoch, epoch)))
        .limit(1);
      return rows.length > 0;
    },

    /** The stored columns of the blocks with these prints (every stored one without), built in `epoch` (those found). */
    async read(epoch: string, prints?: readonly string[]): Promise<Map<string, BlockColumns>> {
      if (prints?.length === 0) return new Map();
      const rows = await db
        .select({ print: listBlocks.print, columns: listBlocks.columns })
        .from(listBlocks)
        .where(and(ours, eq(listBlocks.epoch, epoch), prints ? inArray(listBlocks.print, [...prints]) : undefined));
      const found = new Map<string, BlockColumns>();
      const unreadable: string[] = [];
      for (const { print, columns } of rows) {
        const block = unpack(columns);
        if (block) found.set(print, block);
        else unreadable.push(print);
      }
      // Gone, so that this build's blocks, stored after it, take their place.
      if (unreadable.length)
        await db
          .delete(listBlocks)
          .where(and(ours, eq(listBlocks.epoch, epoch), inArray(listBlocks.print, unreadable)));
      return found;
    },

    /**
     * The shape of the build whose blocks are stored for `epoch` (its blocks' places and prints, and the
     * revision it read), or null: none stored, of another epoch, or unreadable.
     */
    async shape(epoch: string): Promise<BuiltShape | null> {
      const [row] = await db
        .select({ revision: listBlockShapes.revision, blocks: listBlockShapes.blocks })
        .from(listBlockShapes)
        .where(and(eq(listBlockShapes.area, area), eq(listBlockShapes.epoch, epoch)));
      const blocks = row ? placesOf(row.blocks) : null;
      return row && blocks ? { revision: row.revision, blocks } : null;
    },

    /**
     * The blocks of a whole build of `epoch` in place of the last one's: those not stored yet are
     * added, every other block of the area (another build's, another epoch's) goes. With none, the area
     * keeps no blocks (a list too long to keep). With them, the build's `shape`, in place of the last
     * one's (none without it).
     */
    async write(
      epoch: string,
      blocks: ReadonlyMap<string, BlockColumns>,
      shape: BuiltShape | null = null,
    ): Promise<void> {
      const prints = [...blocks.keys()];
      await db.transaction(async (tx) => {
        // An upsert: two instances storing builds at once would both delete, then both insert.
        if (shape && blocks.size > 0) {
          const row = {
            epoch,
            revision: shape.revision,
            blocks: shape.blocks.flatMap((block) =>
              block.print ? [[block.oldest.date, block.oldest.id, block.size, block.print]] : [],
            ),
          };
          await tx
            .insert(listBlockShapes)
            .values({ area, ...row })
            .onConflictDoUpdate({ target: listBlockShapes.area, set: row });
        } else await tx.delete(listBlockShapes).where(eq(listBlockShapes.area, area));
        await tx
          .delete(listBlocks)
          .where(
            and(
              ours,
              prints.length
                ? sql`(${listBlocks.epoch} <> ${epoch} OR ${notInArray(listBlocks.print, prints)})`
                : undefined,
            ),
          );
        const stored = new Set(
          (
            await tx
              .select({ print: listBlocks.print })
              .from(listBlocks)
              .where(and(ours, eq(listBlocks.epoch, epoch)))
          ).map(({ print }) => print),
        );
        // One block a statement: a block's columns are about half a megabyte of text.
        for (const [print, columns] of blocks)
          if (!stored.has(print))
            await tx
              .insert(listBlocks)
              .values({ area, epoch, print, columns: pack(columns) })
              .onConflictDoNothing();
      });
    },
  };
}

export type StoredBlocks = ReturnType<typeof storedBlocks>;
