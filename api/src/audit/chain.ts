import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/** Entries sealed per statement: small enough to keep the sealer's transaction short. */
const SEAL_BATCH = 1000;

/**
 * Seals every committed, unsealed entry into the hash chain (audit_seal in migration 0011), batch by
 * batch. Returns how many it sealed; 0 when another sealer (any API instance) holds the lock.
 */
export async function sealAudit(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ sealed: number }>(sql`SELECT audit_seal(${SEAL_BATCH}) AS sealed`);
    const sealed = Number(rows[0].sealed);
    if (sealed <= 0) return total;
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
  }
}

export interface ChainReport {
  ok: boolean;
  /** Sealed entries checked. */
  checked: number;
  /** The first entry that does not match, and why. */
  firstBad?: { id: number; sealSeq: number; problem: string };
  /** Entries not sealed yet (written since the sealer last ran). */
  unsealed: number;
  /** The chain's newest hash: note it elsewhere to prove later that nothing before it was rewritten. */
  head?: { sealSeq: number; hash: string };
}

interface ChainRow {
  id: string;
  seal_seq: string;
  prev_hash: string | null;
  hash: string;
  recomputed: string;
  before_seq: string | null;
  before_hash: string | null;
  [key: string]: unknown;
}

/**
 * Checks the sealed chain: each entry's hash over its content and the previous hash, the sequence
 * without gaps, and the start (sequence 1, or the point the newest audit:prune entry recorded).
 */
export async function verifyChain(db: Database): Promise<ChainReport> {
  const [{ count: checked }] = (
    await db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM audit_entries WHERE seal_seq IS NOT NULL`)
  ).rows;
  const [{ count: unsealed }] = (
    await db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM audit_entries WHERE seal_seq IS NULL`)
  ).rows;
  const report: ChainReport = { ok: true, checked: Number(checked), unsealed: Number(unsealed) };

  const { rows } = await db.execute<ChainRow>(sql`
    WITH chain AS (
      SELECT e.id, e.seal_seq, e.prev_hash, e.hash, audit_entry_hash(e.prev_hash, e) AS recomputed,
             lag(e.seal_seq) OVER w AS before_seq, lag(e.hash) OVER w AS before_hash,
             row_number() OVER w AS position
      FROM audit_entries e WHERE e.seal_seq IS NOT NULL
      WINDOW w AS (ORDER BY e.seal_seq)
    )
    SELECT * FROM chain
    WHERE position = 1 OR hash IS DISTINCT FROM recomputed
       OR before_seq <> seal_seq - 1 OR prev_hash IS DISTINCT FROM before_hash
    ORDER BY seal_seq LIMIT 2`);
  const [first, ...others] = rows;
  if (!first) return report;

  const bad = (row: ChainRow, problem: string): ChainReport => ({
    ...report,
    ok: false,
    firstBad: { id: Number(row.id), sealSeq: Number(row.seal_seq), problem },
  });
  const startProblem = await chainStartProblem(db, first);
  if (startProblem) return bad(first, startProblem);
  for (const row of first.hash !== first.recomputed ? [first] : others) {
    if (row.hash !== row.recomputed) return bad(row, 'its content does not match its hash (altered after sealing)');
    if (row.before_seq !== null && Number(row.before_seq) !== Number(row.seal_seq) - 1)
      return bad(row, `the entries sealed between #${row.before_seq} and #${row.seal_seq} are missing`);
    return bad(row, "its previous hash is not the previous entry's hash");
  }

  const [head] = (
    await db.execute<{ seal_seq: string; hash: string }>(
      sql`SELECT seal_seq, hash FROM audit_entries WHERE seal_seq IS NOT NULL ORDER BY seal_seq DESC LIMIT 1`,
    )
  ).rows;
  return { ...report, head: { sealSeq: Number(head.seal_seq), hash: head.hash } };
}

/** Why the chain's first remaining entry is no valid start, or null. */
async function chainStartProblem(db: Database, first: ChainRow): Promise<string | null> {
  const seq = Number(first.seal_seq);
  if (seq === 1) return first.prev_hash === null ? null : 'the first entry names a previous hash';
  const { rows } = await db.execute<{ through_seq: string | null; through_hash: string | null }>(sql`
    SELECT detail->>'throughSeq' AS through_seq, detail->>'throughHash' AS through_hash FROM audit_entries
    WHERE resource = 'audit' AND action = 'prune' AND seal_seq IS NOT NULL
    ORDER BY seal_seq DESC LIMIT 1`);
  const prune = rows[0];
  if (!prune || Number(prune.through_seq) !== seq - 1 || prune.through_hash !== first.prev_hash)
    return `the entries sealed before #${seq} are missing and no audit:prune entry accounts for them`;
  return null;
}
