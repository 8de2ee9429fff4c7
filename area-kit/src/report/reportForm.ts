import { todayInKolkata } from '@console/contract/time';
import {
  DEFAULT_PROOF_STATUS,
  DEFAULT_PROOF_TYPE,
  DEFAULT_VOID_STATUS,
  type Original,
  type ReportInput,
} from '@console/contract/reports';

/** The form holds what the inputs hold: text, numbers included (a blank number counts as 0). */
export interface BetDetailValues {
  odds: string;
  stack: string;
  time: string;
}

export type NameList = 'sportNames' | 'eventNames' | 'marketNames';

export interface OriginalValues {
  sportNames: string[];
  eventNames: string[];
  marketNames: string[];
  pl: string;
  betDetails: BetDetailValues[];
}

export type TopField =
  | 'date'
  | 'userName'
  | 'agent'
  | 'origin'
  | 'acBalance'
  | 'afterVoidBalance'
  | 'catchBy'
  | 'proofType'
  | 'proofStatus'
  | 'voidStatus'
  | 'remark';

export type ReportFormValues = Record<TopField, string> & { originals: OriginalValues[] };

const numberText = (value: number | undefined) => (value === undefined || value === null ? '' : String(value));

export const emptyBetDetail = (): BetDetailValues => ({ odds: '', stack: '', time: '' });

export const emptyOriginal = (): OriginalValues => ({
  sportNames: [''],
  eventNames: [''],
  marketNames: [''],
  pl: '',
  betDetails: [emptyBetDetail()],
});

const atLeastOne = (names: readonly string[]) => (names.length ? [...names] : ['']);

function originalValues(original: Original): OriginalValues {
  return {
    sportNames: atLeastOne(original.sportNames),
    eventNames: atLeastOne(original.eventNames),
    marketNames: atLeastOne(original.marketNames),
    pl: numberText(original.pl),
    betDetails: original.betDetails.length
      ? original.betDetails.map((bet) => ({ odds: numberText(bet.odds), stack: numberText(bet.stack), time: bet.time }))
      : [emptyBetDetail()],
  };
}

/**
 * The form's starting values: a report to edit, or a new one prefilled with what is known (from a
 * proof, say). New reports start today (Kolkata) with proof type 'Ground line or Live line', proof
 * status Submitted and void status Void (spec §4).
 */
export function reportFormValues(initial: Partial<ReportInput> = {}, now: Date = new Date()): ReportFormValues {
  return {
    date: initial.date || todayInKolkata(now),
    userName: initial.userName ?? '',
    agent: initial.agent ?? '',
    origin: initial.origin ?? '',
    originals: initial.originals?.length ? initial.originals.map(originalValues) : [emptyOriginal()],
    acBalance: numberText(initial.acBalance),
    afterVoidBalance: numberText(initial.afterVoidBalance),
    catchBy: initial.catchBy ?? '',
    proofType: initial.proofType || DEFAULT_PROOF_TYPE,
    proofStatus: initial.proofStatus || DEFAULT_PROOF_STATUS,
    voidStatus: initial.voidStatus || DEFAULT_VOID_STATUS,
    remark: initial.remark ?? '',
  };
}

/** A typed number; blank is 0 (spec §5), unreadable text NaN (the rules refuse it). */
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));
const names = (list: readonly string[]) => list.map((name) => name.trim()).filter(Boolean);

/** What the form sends: text trimmed, blank list entries dropped, numbers as numbers. */
export function reportInputOf(values: ReportFormValues): ReportInput {
  return {
    date: values.date,
    userName: values.userName.trim(),
    agent: values.agent.trim(),
    origin: values.origin.trim(),
    originals: values.originals.map((original) => ({
      sportNames: names(original.sportNames),
      eventNames: names(original.eventNames),
      marketNames: names(original.marketNames),
      pl: toNumber(original.pl),
      betDetails: original.betDetails.map((bet) => ({
        odds: toNumber(bet.odds),
        stack: toNumber(bet.stack),
        time: bet.time.trim(),
      })),
    })),
    acBalance: toNumber(values.acBalance),
    afterVoidBalance: toNumber(values.afterVoidBalance),
    catchBy: values.catchBy,
    proofType: values.proofType,
    proofStatus: values.proofStatus,
    voidStatus: values.voidStatus,
    remark: values.remark.trim(),
  };
}

export type ReportFormAction =
  | { type: 'all'; values: ReportFormValues }
  | { type: 'field'; field: TopField; value: string }
  | { type: 'pl'; original: number; value: string }
  | { type: 'name'; original: number; list: NameList; index: number; value: string }
  | { type: 'addName'; original: number; list: NameList }
  | { type: 'removeName'; original: number; list: NameList; index: number }
  | { type: 'bet'; original: number; bet: number; field: keyof BetDetailValues; value: string }
  | { type: 'addBet'; original: number }
  | { type: 'removeBet'; original: number; bet: number }
  | { type: 'addOriginal' }
  | { type: 'removeOriginal'; original: number };

const replace = <T>(list: readonly T[], index: number, change: (item: T) => T) =>
  list.map((item, i) => (i === index ? change(item) : item));
const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

function changeOriginal(
  values: ReportFormValues,
  index: number,
  change: (original: OriginalValues) => OriginalValues,
): ReportFormValues {
  return { ...values, originals: replace(values.originals, index, change) };
}

/**
 * Every edit of the form. At least one original, one bet detail per original and one name per list
 * always remain; the first bet detail cannot be removed (spec §5).
 */
export function reportFormReducer(values: ReportFormValues, action: ReportFormAction): ReportFormValues {
  switch (action.type) {
    case 'all':
      return action.values;
    case 'field':
      return { ...values, [action.field]: action.value };
    case 'pl':
      return changeOriginal(values, action.original, (original) => ({ ...original, pl: action.value }));
    case 'name':
      return changeOriginal(values, action.original, (original) => ({
        ...original,
        [action.list]: replace(original[action.list], action.index, () => action.value),
      }));
    case 'addName':
      return changeOriginal(values, action.original, (original) => ({
        ...original,
        [action.list]: [...original[action.list], ''],
      }));
    case 'removeName':
      return changeOriginal(values, action.original, (original) =>
        original[action.list].length > 1
          ? { ...original, [action.list]: without(original[action.list], action.index) }
          : original,
      );
    case 'bet':
      return changeOriginal(values, action.original, (original) => ({
        ...original,
        betDetails: replace(original.betDetails, action.bet, (bet) => ({ ...bet, [action.field]: action.value })),
      }));
    case 'addBet':
      return changeOriginal(values, action.original, (original) => ({
        ...original,
        betDetails: [...original.betDetails, emptyBetDetail()],
      }));
    case 'removeBet':
      return changeOriginal(values, action.original, (original) =>
        action.bet > 0 && original.betDetails.length > 1
          ? { ...original, betDetails: without(original.betDetails, action.bet) }
          : original,
      );
    case 'addOriginal':
      return { ...values, originals: [...values.originals, emptyOriginal()] };
    case 'removeOriginal':
      return values.originals.length > 1
        ? { ...values, originals: without(values.originals, action.original) }
        : values;
  }
}
