import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import type { Proof } from '../proofTypes';

/** The filter drawer's fields (spec §2); empty means "any". Ids for the lists, text for the rest. */
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

const contains = (value: string, term: string) =>
  !term.trim() || value.toLowerCase().includes(term.trim().toLowerCase());
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const within = (value: number, min: string, max: string) => {
  const low = number(min);
  const high = number(max);
  return (
    (low === undefined || Number.isNaN(low) || value >= low) &&
    (high === undefined || Number.isNaN(high) || value <= high)
  );
};

/** The proofs that pass every filter: lists by id, texts containing the term (any case), ranges inclusive. */
export function filterProofs(proofs: readonly Proof[], filters: ProofFilters): Proof[] {
  return proofs.filter(
    (proof) =>
      (!filters.whitelabelId || proof.whitelabel._id === filters.whitelabelId) &&
      (!filters.proofTypeId || proof.proofType._id === filters.proofTypeId) &&
      (!filters.sportId || proof.sport._id === filters.sportId) &&
      contains(proof.whatsappGroup, filters.whatsappGroup) &&
      contains(proof.agentName, filters.agent) &&
      contains(proof.user, filters.user) &&
      contains(proof.eventName, filters.event) &&
      contains(proof.marketName, filters.market) &&
      contains(proof.navigation, filters.navigation) &&
      contains(proof.navigation2, filters.navigation2) &&
      contains(proof.proofMaker, filters.proofMaker) &&
      within(proof.amount, filters.amountMin, filters.amountMax) &&
      within(proof.profitAndLoss, filters.profitAndLossMin, filters.profitAndLossMax) &&
      (!filters.dateFrom || proof.date >= filters.dateFrom) &&
      (!filters.dateTo || proof.date <= filters.dateTo),
  );
}

/** How many filters differ from the defaults (shown on the Filter button). */
export function activeFilterCount(filters: ProofFilters, defaults: ProofFilters): number {
  return (Object.keys(filters) as Array<keyof ProofFilters>).filter((key) => filters[key] !== defaults[key]).length;
}
