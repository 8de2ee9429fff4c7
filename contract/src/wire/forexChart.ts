import { Type, type Static } from 'typebox';

/** A 4xChart entry as the spec's calls carry it; `date` is ISO, its first ten characters the day. */
export const ChartEntry = Type.Object({
  _id: Type.String(),
  date: Type.String(),
  amount: Type.Number(),
  /** Bumped by each write; sent back in If-Match (versions.ts). */
  version: Type.Optional(Type.Number()),
});
export type ChartEntry = Static<typeof ChartEntry>;

export const ChartEntries = Type.Array(ChartEntry);
export type ChartEntries = Static<typeof ChartEntries>;

/** POST and PUT /api/forexchart: the day (YYYY-MM-DD, or an ISO date) and the amount. */
export const ChartEntryBody = Type.Object({ date: Type.String({ maxLength: 40 }), amount: Type.Number() });
export type ChartEntryBody = Static<typeof ChartEntryBody>;

/** What a create (201) or an update answers. */
export const ChartEntryAnswer = Type.Object({ message: Type.String(), data: ChartEntry });
export type ChartEntryAnswer = Static<typeof ChartEntryAnswer>;
