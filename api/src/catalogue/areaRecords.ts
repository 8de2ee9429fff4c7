import { and, asc, eq, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { notes, proofTypes, sports, whitelabels } from '../db/schema';
import { isUuid } from '../db/uuidv7';

export type CatalogueTable = typeof whitelabels | typeof proofTypes | typeof sports | typeof notes;

/** A record's own fields: what a request may set. */
export type RecordValues<T extends CatalogueTable> = Omit<
  InferInsertModel<T>,
  'id' | 'area' | 'createdAt' | 'updatedAt' | 'version'
>;

export interface AreaRecords<T extends CatalogueTable> {
  /** Oldest first (ids are time-ordered). */
  list: () => Promise<InferSelectModel<T>[]>;
  /** `lock`: hold the row until the transaction `db` belongs to ends (read-then-write). */
  find: (id: string, options?: { lock?: boolean }) => Promise<InferSelectModel<T> | undefined>;
  insert: (values: RecordValues<T>) => Promise<InferSelectModel<T>>;
  /** Many records in one statement, nothing read back (the demo seed's batches). */
  insertAll: (values: RecordValues<T>[]) => Promise<void>;
  /**
   * The updated record, its version bumped in the same statement; undefined when the area holds no
   * such record (at `version`, when given).
   */
  update: (id: string, values: Partial<RecordValues<T>>, version?: number) => Promise<InferSelectModel<T> | undefined>;
  /** The deleted record; undefined when the area holds no such record (at `version`, when given). */
  remove: (id: string, version?: number) => Promise<InferSelectModel<T> | undefined>;
  /** The same records read and written through `tx` (a transaction). */
  in: (tx: Database) => AreaRecords<T>;
}

/**
 * The rows of one catalogue table that belong to one area. Every query filters on the area, so a Forex
 * route never reads or changes a Turbo record, even given its id. Ids that are no uuid find nothing
 * (PostgreSQL would reject them with an error).
 */
export function areaRecords<T extends CatalogueTable>(db: Database, table: T, area: AreaKey): AreaRecords<T> {
  type Row = InferSelectModel<T>;
  // Drizzle cannot follow a generic table through its query builders; the four tables share the
  // columns used here (id, area, updatedAt), which the casts below rely on.
  const t = table as typeof notes;
  const inArea = (id: string, version?: number) =>
    and(eq(t.area, area), eq(t.id, id), version === undefined ? undefined : eq(t.version, version));

  return {
    async list() {
      return (await db.select().from(t).where(eq(t.area, area)).orderBy(asc(t.id))) as Row[];
    },
    async find(id, { lock = false } = {}) {
      if (!isUuid(id)) return undefined;
      const query = db.select().from(t).where(inArea(id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    async insert(values) {
      const [row] = await db
        .insert(t)
        .values({ ...(values as RecordValues<typeof notes>), area })
        .returning();
      return row as Row;
    },
    async insertAll(values) {
      if (!values.length) return;
      await db.insert(t).values(values.map((one) => ({ ...(one as RecordValues<typeof notes>), area })));
    },
    async update(id, values, version) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(t)
        .set({
          ...(values as Partial<RecordValues<typeof notes>>),
          updatedAt: new Date(),
          version: sql`${t.version} + 1`,
        })
        .where(inArea(id, version))
        .returning();
      return row as Row | undefined;
    },
    async remove(id, version) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.delete(t).where(inArea(id, version)).returning();
      return row as Row | undefined;
    },
    in: (tx) => areaRecords(tx, table, area),
  };
}
