/** Amounts, odds and stacks are shown to 2 decimals (spec §9). */
export function formatReportNumber(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

/** A list cell (sports, events, markets) as one line. */
export const joinNames = (names: readonly string[]): string => names.join(', ');

/** Remarks are cut at 25 characters in the table (spec §2). */
export const REMARK_CUT = 25;
