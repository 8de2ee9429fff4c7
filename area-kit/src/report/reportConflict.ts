import { normalizeReportInput, type Original, type ReportInput } from '@console/contract/reports';
import { versionOf, type FieldSpec } from 'shared-kit/conflict';
import { reportFormValues, reportInputOf } from './reportForm';

/** An original in one line: its names, P/L and bet details (odds @ stack, time). */
function showOriginal(original: Original): string {
  const names = [original.sportNames, original.eventNames, original.marketNames].map((list) => list.join(', '));
  const bets = original.betDetails.map((bet) => `${bet.odds} @ ${bet.stack}${bet.time ? ` ${bet.time}` : ''}`);
  return [...names.filter(Boolean), `P/L ${original.pl}`, ...bets].join(' · ');
}

/** The report form's fields as the conflict view names them (the form's labels). */
export const REPORT_CONFLICT_FIELDS: readonly FieldSpec<ReportInput>[] = [
  { key: 'date', label: 'Date' },
  { key: 'userName', label: 'User Name' },
  { key: 'agent', label: 'Agent' },
  { key: 'origin', label: 'Origin' },
  {
    key: 'originals',
    label: 'Originals',
    show: (originals) => (originals as Original[]).map(showOriginal).join(' | ') || '—',
  },
  { key: 'acBalance', label: 'Before Void Balance' },
  { key: 'afterVoidBalance', label: 'After Void Balance' },
  { key: 'catchBy', label: 'Catch By' },
  { key: 'proofType', label: 'Proof Type' },
  { key: 'proofStatus', label: 'Proof Status' },
  { key: 'voidStatus', label: 'Void Status' },
  { key: 'remark', label: 'Remark' },
];

/** A report as the form would send it unchanged, so fields nobody touched compare equal. */
export const asFormInput = (report: Partial<ReportInput> | undefined): ReportInput =>
  reportInputOf(reportFormValues(report));

/** The stored report a conflict answered, as the form's input and its version. */
export function reportNow(current: unknown): { input: ReportInput; version: number | undefined } {
  return { input: asFormInput(normalizeReportInput(current)), version: versionOf(current) };
}
