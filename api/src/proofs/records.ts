import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { proofs, proofTypes, sports, whitelabels, type ProofRow } from '../db/schema';
import { isUuid } from '../db/uuidv7';
import { jsonRecords } from '../db/jsonRecords';

/** A proof with the records it references, as every answer shows it. */
export interface ProofWithRefs {
  proof: ProofRow;
  whitelabel: typeof whitelabels.$inferSelect;
  proofType: typeof proofTypes.$inferSelect;
  sport: typeof sports.$inferSelect;
}

const writeAll = jsonRecords(proofs);

export type ProofValues = Omit<typeof proofs.$inferInsert, 'id' | 'area' | 'createdAt' | 'updatedAt' | 'version'>;

/**
 * The proofs of one area. Every query filters on the area, so a Forex route never reads or changes a
 * Turbo proof, even given its id; ids that are no uuid find nothing.
 */
export function proofRecords(db: Database, area: AreaKey) {
  const withRefs = (where: SQL | undefined) =>
    db
      .select({ proof: proofs, whitelabel: whitelabels, proofType: proofTypes, sport: sports })
      .from(proofs)
      .innerJoin(whitelabels, and(eq(whitelabels.area, proofs.area), eq(whitelabels.id, proofs.whitelabelId)))
      .innerJoin(proofTypes, and(eq(proofTypes.area, proofs.area), eq(proofTypes.id, proofs.proofTypeId)))
      .innerJoin(sports, and(eq(sports.area, proofs.area), eq(sports.id, proofs.sportId)))
      .where(and(eq(proofs.area, area), where))
      // Newest first: the list's default sort (spec: createdAt descending).
      .orderBy(desc(proofs.createdAt), desc(proofs.id));
  const inArea = (id: string) => and(eq(proofs.area, area), eq(proofs.id, id));

  return {
    list: (): Promise<ProofWithRefs[]> => withRefs(undefined),
    /** The proofs of one client user (the spec's GET /user/{id}), ignoring case. */
    ofUser: (user: string): Promise<ProofWithRefs[]> =>
      withRefs(ilike(proofs.proofUser, user.replace(/[\\%_]/g, '\\$&'))),
    async find(id: string): Promise<ProofWithRefs | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withRefs(eq(proofs.id, id)).limit(1);
      return row;
    },
    /** The row alone, held until the transaction `db` belongs to ends (read-then-write). */
    async lock(id: string): Promise<ProofRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(proofs).where(inArea(id)).limit(1).for('update');
      return row;
    },
    async insert(values: ProofValues): Promise<ProofRow> {
      const [row] = await db
        .insert(proofs)
        .values({ ...values, area })
        .returning();
      return row;
    },
    /**
     * The one statement that stores many proofs (one JSON parameter, db/jsonRecords.ts), made now and run
     * by the caller: the demo seed's batches, dated as it says, the next made while PostgreSQL writes this.
     */
    insertion(values: Array<ProofValues & Pick<typeof proofs.$inferInsert, 'createdAt' | 'updatedAt'>>): SQL {
      // The spread last: on Node 20 a property added after a spread costs microseconds.
      return writeAll.statement(values.map((one) => ({ area, ...one })));
    },
    /** Bumps the version in the same statement; undefined unless the proof is at `version`. */
    async update(id: string, values: ProofValues, version: number): Promise<ProofRow | undefined> {
      const [row] = await db
        .update(proofs)
        .set({ ...values, updatedAt: new Date(), version: sql`${proofs.version} + 1` })
        .where(and(inArea(id), eq(proofs.version, version)))
        .returning();
      return row;
    },
    async remove(id: string, version: number): Promise<ProofRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .delete(proofs)
        .where(and(inArea(id), eq(proofs.version, version)))
        .returning();
      return row;
    },
  };
}
