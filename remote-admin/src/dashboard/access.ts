import {
  hasAnyPermission,
  hasPermission,
  hasSection,
  LISTING_PERMISSIONS,
  type Principal,
} from '@console/contract/permissions';
import { DASHBOARD_AREA_KEYS, LIST_KEYS, type DashboardArea, type ListKey } from '@console/contract/dashboard';
import { DASHBOARD_AREAS } from './dashboardAreas';

/**
 * Who sees what on the dashboard (foundation.md §2, §6). An area is offered with any of its listing
 * rights (LISTING_PERMISSIONS, the catalogue's spelling, so every gate can be granted) AND its section:
 * the API refuses an area's lists to someone outside its section, as the shell's guards do, so offering
 * the area would only show errors. Admin holds every right and section.
 */
export function availableAreas(who: Principal | null | undefined): DashboardArea[] {
  return DASHBOARD_AREA_KEYS.filter(
    (key) => hasSection(who, DASHBOARD_AREAS[key].area.section) && hasAnyPermission(who, LISTING_PERMISSIONS[key]),
  );
}

/** Turbo (CBTF) when available, else Forex, else none (the no-permission text). */
export function initialArea(who: Principal | null | undefined): DashboardArea | null {
  return availableAreas(who)[0] ?? null;
}

/** The lists of an area the person may read, so the dashboard fetches nothing it would be refused. */
export function readableLists(who: Principal | null | undefined, area: DashboardArea): ListKey[] {
  if (!availableAreas(who).includes(area)) return [];
  return LIST_KEYS.filter((list) => hasPermission(who, DASHBOARD_AREAS[area].lists[list].right));
}

/** The summary cards: the clients card reads the proofs list, every other card its own. */
export type CardKey = 'proofs' | 'clients' | 'reports' | 'notes' | 'whitelabels' | 'prooftypes' | 'sports';
export const CARD_KEYS: readonly CardKey[] = [
  'proofs',
  'clients',
  'reports',
  'notes',
  'whitelabels',
  'prooftypes',
  'sports',
];
export const CARD_LIST: Record<CardKey, ListKey> = {
  proofs: 'proofs',
  clients: 'proofs',
  reports: 'reports',
  notes: 'notes',
  whitelabels: 'whitelabels',
  prooftypes: 'prooftypes',
  sports: 'sports',
};

export interface AreaView {
  cards: CardKey[];
  /** Proof charts and tables need the proof listing right, report charts the report listing right (§6). */
  proofSection: boolean;
  reportSection: boolean;
}

export function areaView(who: Principal | null | undefined, area: DashboardArea): AreaView {
  const lists = readableLists(who, area);
  return {
    cards: CARD_KEYS.filter((card) => lists.includes(CARD_LIST[card])),
    proofSection: lists.includes('proofs'),
    reportSection: lists.includes('reports'),
  };
}
