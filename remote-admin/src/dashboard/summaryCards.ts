import { dayRange } from '@console/contract/dashboard';
import { decideRoute, type Principal } from '@console/contract/permissions';
import { formatDate } from '@console/contract/time';
import { CARD_LIST, type AreaView, type CardKey } from './access';
import type { DashboardAreaDescriptor } from './dashboardAreas';
import type { AreaData, ListState } from './listState';
import { formatCount } from './formatCount';
import { theme } from 'shared-kit/theme';

const { chart } = theme;

/** One summary card (foundation.md §2): title, value, colour, optional subtext, and where it links. */
export interface SummaryCardModel {
  key: CardKey;
  title: string;
  value: string;
  colour: string;
  subtext?: string;
  /** The list's error, shown on the card instead of a figure. */
  error?: string;
  busy: boolean;
  /** The area page, or null when the person could not open it (its guard asks other rights). */
  to: string | null;
}

const CARDS: Record<CardKey, { title: string; colour: string }> = {
  proofs: { title: 'Proofs', colour: chart.blue },
  clients: { title: 'Clients', colour: chart.violet },
  reports: { title: 'Reports', colour: chart.red },
  notes: { title: 'Notes', colour: chart.teal },
  whitelabels: { title: 'Whitelabels', colour: chart.orange },
  prooftypes: { title: 'Proof Types', colour: chart.sky },
  sports: { title: 'Sports', colour: chart.green },
};

/** The figure and subtext of a counted card; dated lists count the chosen dates, the catalogue its total. */
function figure(card: CardKey, data: AreaData, range: string): { value: number; subtext: string } {
  const stats = <L extends keyof AreaData>(list: L) => {
    const state: ListState<L> = data[list];
    return state.status === 'succeeded' ? state.stats : null;
  };
  switch (card) {
    case 'proofs':
      return { value: stats('proofs')?.proofs ?? 0, subtext: range };
    case 'clients':
      return { value: stats('proofs')?.clients ?? 0, subtext: 'Distinct users caught' };
    case 'reports': {
      const reports = stats('reports');
      const [voided, notVoided] = reports?.voidStatus ?? [];
      return {
        value: reports?.reports ?? 0,
        subtext: `${formatCount(voided?.count ?? 0)} Void, ${formatCount(notVoided?.count ?? 0)} Not Void`,
      };
    }
    case 'notes':
      return { value: stats('notes')?.count ?? 0, subtext: range };
    default:
      return { value: stats(card)?.count ?? 0, subtext: 'In total' };
  }
}

export function summaryCards(
  descriptor: DashboardAreaDescriptor,
  view: AreaView,
  data: AreaData,
  dates: { start: string; end: string },
  who: Principal | null,
): SummaryCardModel[] {
  const range = dayRange(dates.start, dates.end)
    ? `${formatDate(dates.start)} – ${formatDate(dates.end)}`
    : 'All dates';
  return view.cards.map((key) => {
    const list = descriptor.lists[CARD_LIST[key]];
    const state = data[CARD_LIST[key]];
    const base = { key, ...CARDS[key], to: decideRoute(list.route, who, true) === 'allow' ? list.route : null };
    if (state.status === 'failed') return { ...base, value: '—', error: state.error, busy: false };
    if (state.status !== 'succeeded') return { ...base, value: '…', busy: true };
    const { value, subtext } = figure(key, data, range);
    return { ...base, value: formatCount(value), subtext, busy: false };
  });
}
