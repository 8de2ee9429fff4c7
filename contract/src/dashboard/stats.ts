import type { Tally } from './tally';

/**
 * What the dashboard shows of one area's list for a date range, as `GET /api/dashboard/{area}/{list}`
 * answers it: the server counts (100,000 records never travel), with the rules the page used to apply
 * to the lists itself (foundation.md §2, §4, §8).
 */

/** One slice of a status pie: its share of the range with one decimal ('62.5%'). */
export interface Slice {
  name: string;
  count: number;
  percent: string;
}

export interface ProofStats {
  proofs: number;
  /** Distinct clients caught: a user of a whitelabel counts once however many proofs name them. */
  clients: number;
  byMaker: Tally[];
  usersByWhitelabel: Tally[];
}

export interface ReportStats {
  reports: number;
  byCatchBy: Tally[];
  proofStatus: Slice[];
  voidStatus: Slice[];
}

/** Notes, whitelabels, proof types, sports: how many (notes in the range, the catalogue in all). */
export interface CountStats {
  count: number;
}

export const PROOF_STATUS = { yes: 'Submitted', no: 'Not Submit' } as const;
export const VOID_STATUS = { yes: 'Void', no: 'Not Void' } as const;

/** Whether a status field holds the named value; anything else, missing included, is the other one (§4). */
export const holds = (value: unknown, wanted: string) =>
  typeof value === 'string' && value.trim().toLowerCase() === wanted.toLowerCase();

function percent(count: number, total: number): string {
  return `${total ? ((count / total) * 100).toFixed(1) : '0.0'}%`;
}

/** The two slices of a status pie: how many hold the value, and the rest of `total`. */
export function slices(names: { yes: string; no: string }, yes: number, total: number): Slice[] {
  return [
    { name: names.yes, count: yes, percent: percent(yes, total) },
    { name: names.no, count: total - yes, percent: percent(total - yes, total) },
  ];
}
