import { INVALID_DAY_MESSAGE, isCalendarDay } from '../time';
import { PROOF_STATUSES, PROOF_TYPES, REPORT_SPORTS, VOID_STATUSES, type ReportOptions } from './options';
import type { BetDetail, Original, ReportInput } from './types';

/**
 * The report rules (turbo.md §5, which forex.md §5 follows), used by the form, the API and the import.
 * Texts are the spec's, word for word (the doubled "and and" included). The spec has no text for a
 * missing date: the form always holds one (today by default), so only the API and the import use ours.
 */
export const REPORT_MESSAGES = {
  date: INVALID_DAY_MESSAGE,
  userName: 'User Name is required',
  agent: 'Agent is required',
  sportNames: 'At least one valid Sport Name is required in Originals section',
  eventNames: 'At least one Event Name is required in Originals section',
  marketNames: 'At least one Market Name is required in Originals section',
  pl: 'Valid P&L (number greater than 0) is required in Originals section',
  betDetails:
    'At least one complete bet detail (valid odds, number stack greater than 0, and and time in HH:MM:SS format) is required',
  catchBy: 'Please select a valid Catch By',
  proofType: 'Please select a valid Proof Type',
  proofStatus: 'Please select a valid Proof Status',
  voidStatus: 'Please select a valid Void Status',
  acBalance: 'Valid Account Balance (number greater than 0) is required',
  afterVoidBalance: 'Valid After Void Balance (number greater than 0) is required',
} as const;

export type ReportRule = keyof typeof REPORT_MESSAGES;

/** One broken rule; `path` names the field, e.g. `originals.1.eventNames` or `originals.0.betDetails.2`. */
export interface ReportIssue {
  rule: ReportRule;
  path: string;
  message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** HH:MM:SS with hours 0-23 and minutes and seconds 0-59. */
export const isBetTime = (value: string): boolean => TIME.test(value);

const SPORTS = new Set<string>(REPORT_SPORTS);
const PROOF_TYPE_SET = new Set<string>(PROOF_TYPES);
const PROOF_STATUS_SET = new Set<string>(PROOF_STATUSES);
const VOID_STATUS_SET = new Set<string>(VOID_STATUSES);

const filled = (values: readonly string[]) => values.filter((value) => value.trim() !== '');
const positive = (value: number) => Number.isFinite(value) && value > 0;

export function isCompleteBet(bet: BetDetail): boolean {
  return positive(bet.odds) && positive(bet.stack) && isBetTime(bet.time.trim());
}

function originalIssues(original: Original, index: number): ReportIssue[] {
  const at = (rule: ReportRule, field: string): ReportIssue => ({
    rule,
    path: `originals.${index}.${field}`,
    message: REPORT_MESSAGES[rule],
  });
  const issues: ReportIssue[] = [];
  const sports = filled(original.sportNames);
  if (sports.length === 0 || !sports.every((sport) => SPORTS.has(sport.trim())))
    issues.push(at('sportNames', 'sportNames'));
  if (filled(original.eventNames).length === 0) issues.push(at('eventNames', 'eventNames'));
  if (filled(original.marketNames).length === 0) issues.push(at('marketNames', 'marketNames'));
  // The spec's text says "greater than 0" but only a number is checked: a loss is negative.
  if (!Number.isFinite(original.pl)) issues.push(at('pl', 'pl'));
  if (original.betDetails.length === 0) issues.push(at('betDetails', 'betDetails'));
  original.betDetails.forEach((bet, betIndex) => {
    if (!isCompleteBet(bet)) issues.push(at('betDetails', `betDetails.${betIndex}`));
  });
  return issues;
}

/** Every broken rule of a report, in the spec's order; empty when the report may be saved. */
export function validateReport(report: ReportInput, options: ReportOptions): ReportIssue[] {
  const issue = (rule: ReportRule, path: string = rule): ReportIssue => ({
    rule,
    path,
    message: REPORT_MESSAGES[rule],
  });
  const issues: ReportIssue[] = [];
  if (!isCalendarDay(report.date)) issues.push(issue('date'));
  if (!report.userName.trim()) issues.push(issue('userName'));
  if (!report.agent.trim()) issues.push(issue('agent'));
  if (report.originals.length === 0) issues.push(issue('sportNames', 'originals'));
  report.originals.forEach((original, index) => issues.push(...originalIssues(original, index)));
  if (!options.catchBy.includes(report.catchBy)) issues.push(issue('catchBy'));
  if (!PROOF_TYPE_SET.has(report.proofType)) issues.push(issue('proofType'));
  if (!PROOF_STATUS_SET.has(report.proofStatus)) issues.push(issue('proofStatus'));
  if (!VOID_STATUS_SET.has(report.voidStatus)) issues.push(issue('voidStatus'));
  if (!positive(report.acBalance)) issues.push(issue('acBalance'));
  // As with P&L, only a number is checked, whatever the text says.
  if (!Number.isFinite(report.afterVoidBalance)) issues.push(issue('afterVoidBalance'));
  return issues;
}

/** The distinct messages of a list of issues, in order (what a person reads). */
export function issueMessages(issues: readonly ReportIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}
