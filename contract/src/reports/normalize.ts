import type { BetDetail, Original, Report, ReportInput } from './types';

/**
 * Older records hold one sportName, eventName and marketName per original instead of lists, and may
 * hold numbers as text. Everything that reads stored or received reports goes through here, so the
 * table, the preview and the form always see lists and numbers.
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number from a number or numeric text; anything else is 0 (the form's default). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

function textList(list: unknown, single: unknown): string[] {
  const values = Array.isArray(list) ? list : single === undefined || single === null ? [] : [single];
  return values.map(toText).filter(Boolean);
}

function normalizeBetDetail(raw: unknown): BetDetail {
  const bet = isObject(raw) ? raw : {};
  return { odds: toNumber(bet.odds), stack: toNumber(bet.stack), time: toText(bet.time) };
}

export function normalizeOriginal(raw: unknown): Original {
  const original = isObject(raw) ? raw : {};
  return {
    sportNames: textList(original.sportNames, original.sportName),
    eventNames: textList(original.eventNames, original.eventName),
    marketNames: textList(original.marketNames, original.marketName),
    pl: toNumber(original.pl),
    betDetails: Array.isArray(original.betDetails) ? original.betDetails.map(normalizeBetDetail) : [],
  };
}

/** YYYY-MM-DD of an ISO date or timestamp (older records hold timestamps); '' when unreadable. */
export function toDay(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  const text = toText(value);
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(text);
  return match ? match[1] : '';
}

/** The fields a person writes (create and update bodies, form values, import rows), normalised. */
export function normalizeReportInput(raw: unknown): ReportInput {
  const report = isObject(raw) ? raw : {};
  return {
    date: toDay(report.date),
    userName: toText(report.userName),
    agent: toText(report.agent),
    origin: toText(report.origin),
    originals: Array.isArray(report.originals) ? report.originals.map(normalizeOriginal) : [],
    acBalance: toNumber(report.acBalance),
    afterVoidBalance: toNumber(report.afterVoidBalance),
    catchBy: toText(report.catchBy),
    proofType: toText(report.proofType),
    proofStatus: toText(report.proofStatus),
    voidStatus: toText(report.voidStatus),
    remark: toText(report.remark),
  };
}

export function normalizeReport(raw: unknown): Report {
  const report = isObject(raw) ? raw : {};
  return {
    _id: toText(report._id),
    ...normalizeReportInput(report),
    recordAddBy: toText(report.recordAddBy),
    ...(typeof report.createdAt === 'string' ? { createdAt: report.createdAt } : {}),
    ...(typeof report.updatedAt === 'string' ? { updatedAt: report.updatedAt } : {}),
    ...(typeof report.version === 'number' ? { version: report.version } : {}),
  };
}
