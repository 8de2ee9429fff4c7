import type { SortDirection } from '../paging';
import { INVALID_DAY_MESSAGE, isCalendarDay } from '../time';

/**
 * The proof list's view as the page asks the API for it (`GET {proof base}/page`): the filter drawer's
 * fields (spec §2; empty means "any"), the sorted column and the page. The spec lets proofs be paged
 * on the server (only reports must be filtered in the browser), so 100,000 proofs never travel whole.
 */
export interface ProofFilters {
  whitelabelId: string;
  whatsappGroup: string;
  agent: string;
  user: string;
  amountMin: string;
  amountMax: string;
  proofTypeId: string;
  sportId: string;
  event: string;
  market: string;
  navigation: string;
  navigation2: string;
  proofMaker: string;
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string;
  dateTo: string;
  profitAndLossMin: string;
  profitAndLossMax: string;
}

export const PROOF_FILTER_KEYS = [
  'whitelabelId',
  'whatsappGroup',
  'agent',
  'user',
  'amountMin',
  'amountMax',
  'proofTypeId',
  'sportId',
  'event',
  'market',
  'navigation',
  'navigation2',
  'proofMaker',
  'dateFrom',
  'dateTo',
  'profitAndLossMin',
  'profitAndLossMax',
] as const satisfies readonly (keyof ProofFilters)[];

export const PROOF_SORT_KEYS = [
  'date',
  'whitelabel',
  'whatsappGroup',
  'agentName',
  'user',
  'amount',
  'proofType',
  'sport',
  'eventName',
  'marketName',
  'profitAndLoss',
  'proofMaker',
  'createdAt',
] as const;
export type ProofSortKey = (typeof PROOF_SORT_KEYS)[number];

export interface ProofListQuery {
  filters: ProofFilters;
  sort: { key: ProofSortKey; direction: SortDirection };
  /** 1-based; a page past the last is answered as the last. */
  page: number;
  pageSize: number;
}

export const MAX_PROOF_PAGE_SIZE = 100;

/** The query string of a view: filters by their names (empty ones left out), sort, direction, page, pageSize. */
export function proofListSearch(query: ProofListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of PROOF_FILTER_KEYS) if (query.filters[key].trim()) search[key] = query.filters[key].trim();
  return {
    ...search,
    sort: query.sort.key,
    direction: query.sort.direction,
    page: String(query.page),
    pageSize: String(query.pageSize),
  };
}

/** The view a query string asks for, or the reason it cannot be read. */
export function readProofListQuery(search: Record<string, unknown>): ProofListQuery | { problem: string } {
  const text = (name: string) => {
    const value = search[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const filters = Object.fromEntries(PROOF_FILTER_KEYS.map((key) => [key, text(key)])) as unknown as ProofFilters;
  for (const key of ['dateFrom', 'dateTo'] as const)
    if (filters[key] && !isCalendarDay(filters[key])) return { problem: INVALID_DAY_MESSAGE };
  const key = (text('sort') || 'createdAt') as ProofSortKey;
  if (!PROOF_SORT_KEYS.includes(key)) return { problem: `sort must be one of ${PROOF_SORT_KEYS.join(', ')}` };
  const direction = text('direction') || 'desc';
  if (direction !== 'asc' && direction !== 'desc') return { problem: 'direction must be asc or desc' };
  const page = Number(text('page') || 1);
  const pageSize = Number(text('pageSize') || 20);
  if (!Number.isInteger(page) || page < 1) return { problem: 'page must be a whole number from 1' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PROOF_PAGE_SIZE)
    return { problem: `pageSize must be a whole number from 1 to ${MAX_PROOF_PAGE_SIZE}` };
  return { filters, sort: { key, direction }, page, pageSize };
}
