import { Type, type TSchema } from 'typebox';

/*
 * GET /api/dashboard/{area}/{list}: one list's figures for a date range (@console/contract/dashboard,
 * whose types are these schemas').
 */

/** A name and how many records carry it: one bar of a chart, one row of a table. */
export const TallyAnswer = Type.Object({ name: Type.String(), count: Type.Number() });

/** One slice of a status pie: its share of the range with one decimal ('62.5%'). */
export const SliceAnswer = Type.Object({ name: Type.String(), count: Type.Number(), percent: Type.String() });

export const ProofStatsAnswer = Type.Object({
  proofs: Type.Number(),
  /** Distinct clients caught: a user of a whitelabel counts once however many proofs name them. */
  clients: Type.Number(),
  byMaker: Type.Array(TallyAnswer),
  usersByWhitelabel: Type.Array(TallyAnswer),
});

export const ReportStatsAnswer = Type.Object({
  reports: Type.Number(),
  byCatchBy: Type.Array(TallyAnswer),
  proofStatus: Type.Array(SliceAnswer),
  voidStatus: Type.Array(SliceAnswer),
});

/** Notes, whitelabels, proof types, sports: how many (notes in the range, the catalogue in all). */
export const CountStatsAnswer = Type.Object({ count: Type.Number() });

/** Each list's answer, by its key in the path. */
export const LIST_STATS_ANSWERS = {
  proofs: ProofStatsAnswer,
  reports: ReportStatsAnswer,
  notes: CountStatsAnswer,
  whitelabels: CountStatsAnswer,
  prooftypes: CountStatsAnswer,
  sports: CountStatsAnswer,
} as const;

/** One list's part of `GET /api/dashboard/{area}?lists=`: its figures, or its own call's status and message. */
const outcome = <T extends TSchema>(stats: T) =>
  Type.Union([Type.Object({ stats }), Type.Object({ status: Type.Integer(), message: Type.String() })]);

/** `GET /api/dashboard/{area}?lists=`: an outcome per list asked for (ListOutcome, AreaStats). */
export const AREA_STATS_ANSWER = Type.Partial(
  Type.Object({
    proofs: outcome(ProofStatsAnswer),
    reports: outcome(ReportStatsAnswer),
    notes: outcome(CountStatsAnswer),
    whitelabels: outcome(CountStatsAnswer),
    prooftypes: outcome(CountStatsAnswer),
    sports: outcome(CountStatsAnswer),
  }),
);
