import { rangeStartInKolkata, todayInKolkata } from '../time';

/** A min/max pair as typed (text); an empty or unreadable bound is no bound. */
export interface NumberRange {
  min: string;
  max: string;
}

/**
 * The report filters of the page's drawer and of the export's query (spec §3 "Report filter fields",
 * plus voidStatus, which the page filters on too).
 */
export interface ReportFilters {
  searchTerm: string;
  startDate: string;
  endDate: string;
  userName: string;
  agent: string;
  origin: string;
  sportName: string;
  eventName: string;
  marketName: string;
  pl: NumberRange;
  odds: NumberRange;
  stack: NumberRange;
  acBalance: NumberRange;
  afterVoidBalance: NumberRange;
  catchBy: string;
  proofType: string;
  proofStatus: string;
  voidStatus: string;
  remark: string;
}

export const TEXT_FILTERS = [
  'searchTerm',
  'startDate',
  'endDate',
  'userName',
  'agent',
  'origin',
  'sportName',
  'eventName',
  'marketName',
  'catchBy',
  'proofType',
  'proofStatus',
  'voidStatus',
  'remark',
] as const satisfies readonly (keyof ReportFilters)[];

export const RANGE_FILTERS = [
  'pl',
  'odds',
  'stack',
  'acBalance',
  'afterVoidBalance',
] as const satisfies readonly (keyof ReportFilters)[];

export type RangeFilter = (typeof RANGE_FILTERS)[number];

const noRange = (): NumberRange => ({ min: '', max: '' });

/** No filter at all (what the export's query starts from). */
export function emptyReportFilters(): ReportFilters {
  return {
    searchTerm: '',
    startDate: '',
    endDate: '',
    userName: '',
    agent: '',
    origin: '',
    sportName: '',
    eventName: '',
    marketName: '',
    pl: noRange(),
    odds: noRange(),
    stack: noRange(),
    acBalance: noRange(),
    afterVoidBalance: noRange(),
    catchBy: '',
    proofType: '',
    proofStatus: '',
    voidStatus: '',
    remark: '',
  };
}

/**
 * The page's filters when it opens and after Reset Filters: from the 2nd of the month to today in
 * Kolkata (on the 1st, from the 2nd of the previous month: see rangeStartInKolkata).
 */
export function defaultReportFilters(now: Date = new Date()): ReportFilters {
  return { ...emptyReportFilters(), startDate: rangeStartInKolkata(now), endDate: todayInKolkata(now) };
}

/**
 * The export's query string: the filter fields by their spec names, ranges as `pl[min]` / `pl[max]`
 * (how the original client's HTTP library spelled nested parameters). Empty fields are left out.
 */
export function filtersToQuery(filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  for (const key of RANGE_FILTERS) {
    const { min, max } = filters[key];
    if (min.trim()) query[`${key}[min]`] = min.trim();
    if (max.trim()) query[`${key}[max]`] = max.trim();
  }
  return query;
}

/** The reverse of filtersToQuery; unknown parameters are ignored, repeated ones take the first value. */
export function filtersFromQuery(query: Record<string, unknown>): ReportFilters {
  const read = (name: string): string => {
    const value = query[name];
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    return typeof first === 'string' ? first.trim() : '';
  };
  const filters = emptyReportFilters();
  for (const key of TEXT_FILTERS) filters[key] = read(key);
  for (const key of RANGE_FILTERS) filters[key] = { min: read(`${key}[min]`), max: read(`${key}[max]`) };
  return filters;
}
