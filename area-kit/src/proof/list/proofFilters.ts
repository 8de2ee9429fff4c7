import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import type { ProofFilters } from '@console/contract/areas';

export type { ProofFilters };

/** No filter but the default date range: the 2nd of the month (Asia/Kolkata) to today. */
export function defaultFilters(now: Date = new Date()): ProofFilters {
  return {
    whitelabelId: '',
    whatsappGroup: '',
    agent: '',
    user: '',
    amountMin: '',
    amountMax: '',
    proofTypeId: '',
    sportId: '',
    event: '',
    market: '',
    navigation: '',
    navigation2: '',
    proofMaker: '',
    dateFrom: rangeStartInKolkata(now),
    dateTo: todayInKolkata(now),
    profitAndLossMin: '',
    profitAndLossMax: '',
  };
}

/** How many filters differ from the defaults (shown on the Filter button). */
export function activeFilterCount(filters: ProofFilters, defaults: ProofFilters): number {
  return (Object.keys(filters) as Array<keyof ProofFilters>).filter((key) => filters[key] !== defaults[key]).length;
}
