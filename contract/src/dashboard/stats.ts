import type { Static } from 'typebox';
import type { CountStatsAnswer, ProofStatsAnswer, ReportStatsAnswer, SliceAnswer } from '../wire/dashboard';

/**
 * What the dashboard shows of one area's list for a date range, as `GET /api/dashboard/{area}/{list}`
 * answers it: the server counts (100,000 records never travel), with the rules the page used to apply
 * to the lists itself (foundation.md §2, §4, §8).
 */

/** The figures' types are their wire schemas' (wire/dashboard.ts, which says what each is). */
export type Slice = Static<typeof SliceAnswer>;
export type ProofStats = Static<typeof ProofStatsAnswer>;
export type ReportStats = Static<typeof ReportStatsAnswer>;
export type CountStats = Static<typeof CountStatsAnswer>;

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
