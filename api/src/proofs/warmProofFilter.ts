import { eq, sql } from 'drizzle-orm';
import { AREA_KEYS, type AreaKey } from '@console/contract/resources';
import type { Database } from '../db';
import { proofFilter } from '../db/schema';

/**
 * Reads, before the API serves (ops/beforeServing.ts), every proof of each area as the proof list's
 * filters read them (proof_filter, proofs/page.ts), so that the first filters after a start are answered
 * from memory instead of the disk. After a start at 1,000,000 proofs per area the first agent "a" took
 * 1.1 s (its count read proof_filter's 250 MB from disk) and user "amit" 0.96 s, against 0.15–0.2 s
 * once read. A column of each proof is counted, so PostgreSQL reads the rows themselves rather than the
 * date index alone. Resolves with how many proofs it read per area.
 */
export async function warmProofFilter(db: Database): Promise<Record<AreaKey, number>> {
  const read = {} as Record<AreaKey, number>;
  for (const area of AREA_KEYS) {
    const [{ proofs }] = await db
      .select({ proofs: sql<number>`count(${proofFilter.proofMaker})::int` })
      .from(proofFilter)
      .where(eq(proofFilter.area, area));
    read[area] = proofs;
  }
  return read;
}
