/**
 * The fixed lists of the report form, its filters, the server's validation and the import: one place.
 * Catch By is the one list that is not fixed here: 'Agent' plus the staff names of the operator's
 * configuration file (config/catch-by.json), which the API serves (see catchByOptions).
 */

import type { ReportOptionsAnswer } from '../wire/reports';

/** Spec §9: sport names for reports. */
export const REPORT_SPORTS = [
  'Basketball',
  'Boxing',
  'Casino',
  'Cricket',
  'Horse Racing',
  'Int Casino',
  'Multi Sports',
  'Original',
  'Soccer',
  'Tennis',
] as const;

export const DEFAULT_PROOF_TYPE = 'Ground line or Live line';

/**
 * Spec §9: 25 fixed proof types. The spec names only the families and the default; the other names
 * are written plainly in those families: Odds Manipulating, Hedging and Group Betting variants; Ground
 * line or Live line variants including consultation with the Fancy Team; Offside Goal and Goal Cancel
 * variants; Ground betting variants; Technical mal function; Late Scratchers variants; some with a
 * warning.
 */
export const PROOF_TYPES = [
  'Odds Manipulating',
  'Odds Manipulating - Warning',
  'Hedging',
  'Hedging - Warning',
  'Group Betting',
  'Group Betting - Warning',
  'Odds Manipulating and Hedging',
  'Hedging and Group Betting',
  DEFAULT_PROOF_TYPE,
  'Ground line or Live line - Warning',
  'Ground line or Live line after consultation with the Fancy Team',
  'Ground line or Live line and Hedging',
  'Ground line or Live line and Group Betting',
  'Offside Goal',
  'Offside Goal - Warning',
  'Goal Cancel',
  'Goal Cancel - Warning',
  'Offside Goal and Goal Cancel',
  'Ground betting',
  'Ground betting - Warning',
  'Ground betting and Group Betting',
  'Technical mal function',
  'Late Scratchers',
  'Late Scratchers - Warning',
  'Late Scratchers and Group Betting',
] as const;

export const PROOF_STATUSES = ['Submitted', 'Not Submit'] as const;
export const VOID_STATUSES = ['Void', 'Not Void'] as const;

export const DEFAULT_PROOF_STATUS = 'Submitted';
export const DEFAULT_VOID_STATUS = 'Void';

/** The first Catch By option; the others are staff names from the configuration. */
export const CATCH_BY_AGENT = 'Agent';

/** What the API serves at {apiBase}/options: the lists the server validates against. */
export type ReportOptions = ReportOptionsAnswer['data'];

/** Catch By as the form offers it: Agent, then the configured staff names (blank and repeated ones dropped). */
export function catchByOptions(staff: readonly string[]): string[] {
  const names = staff.map((name) => name.trim()).filter((name) => name && name !== CATCH_BY_AGENT);
  return [CATCH_BY_AGENT, ...new Set(names)];
}
