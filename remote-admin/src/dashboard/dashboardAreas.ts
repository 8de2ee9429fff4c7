import { forexArea, turboArea, type AreaDescriptor } from '@console/contract/areas';
import type { Permission } from '@console/contract/permissions';

/** The spec's names of the dashboard's two areas (foundation.md §2). */
export type DashboardArea = 'cbtf' | 'forex';

/** The lists the dashboard reads; the clients card reads the proofs list (/api/client is the proof API). */
export type ListKey = 'whitelabels' | 'prooftypes' | 'sports' | 'proofs' | 'reports' | 'notes';
export const LIST_KEYS: readonly ListKey[] = ['proofs', 'reports', 'notes', 'whitelabels', 'prooftypes', 'sports'];

export interface ListSource {
  /** Path for the API client (below /api, no leading slash). */
  path: string;
  right: Permission;
  /** Shown when the server sends no message. */
  fetchFailed: string;
  /** The page the list belongs to, where its card links. */
  route: string;
}

export interface ChartTexts {
  title: string;
  yName: string;
  xName: string;
}

/** What differs between the areas on the dashboard: names, texts, and where each list comes from. */
export interface DashboardAreaDescriptor {
  key: DashboardArea;
  label: string;
  area: AreaDescriptor;
  lists: Record<ListKey, ListSource>;
  proofsByMaker: ChartTexts;
  usersByWhitelabel: ChartTexts;
  reportsByCatchBy: ChartTexts;
  proofStatusTitle: string;
  voidStatusTitle: string;
  /** 'Reports Error: ...' (§8); the proofs list says the same in its own words. */
  reportsErrorLabel: string;
  proofsErrorLabel: string;
}

const path = (base: string, tail = '') => `${base}${tail}`.replace(/^\/+/, '');

function listsOf(area: AreaDescriptor): Record<ListKey, ListSource> {
  const { whitelabel, prooftype, sport, note, proof, report } = area;
  return {
    whitelabels: {
      path: path(whitelabel.apiBase, whitelabel.listPath),
      right: whitelabel.rights.listing,
      fetchFailed: whitelabel.messages.fetchFailed,
      route: whitelabel.route,
    },
    prooftypes: {
      path: path(prooftype.apiBase),
      right: prooftype.rights.listing,
      fetchFailed: prooftype.messages.fetchFailed,
      route: prooftype.route,
    },
    sports: {
      path: path(sport.apiBase),
      right: sport.rights.listing,
      fetchFailed: sport.messages.fetchFailed,
      route: sport.route,
    },
    notes: {
      path: path(note.apiBase),
      right: note.rights.listing,
      fetchFailed: note.messages.fetchFailed,
      route: note.route,
    },
    proofs: {
      path: path(proof.apiBase),
      right: proof.rights.listing,
      fetchFailed: proof.messages.fetchFailed,
      route: proof.route,
    },
    // Both areas list their reports at {base}/all (turbo.md, forex.md §7).
    reports: {
      path: path(report.apiBase, '/all'),
      right: report.rights.listing,
      fetchFailed: report.messages.fetchFailed,
      route: report.route,
    },
  };
}

export const DASHBOARD_AREAS: Record<DashboardArea, DashboardAreaDescriptor> = {
  cbtf: {
    key: 'cbtf',
    label: 'CBTF',
    area: turboArea,
    lists: listsOf(turboArea),
    proofsByMaker: { title: 'CBTF Proofs by Proof Maker', yName: 'Number of Proofs', xName: 'Proof Makers' },
    usersByWhitelabel: { title: 'CBTF Users Caught by Whitelabel', yName: 'Number of Users', xName: 'Whitelabels' },
    reportsByCatchBy: { title: 'CBTF Reports by Catch By', yName: 'Number of Reports', xName: 'Catch By' },
    proofStatusTitle: 'Proof Status',
    voidStatusTitle: 'Void Status',
    reportsErrorLabel: 'Reports Error',
    proofsErrorLabel: 'Proofs Error',
  },
  forex: {
    key: 'forex',
    label: 'Forex',
    area: forexArea,
    lists: listsOf(forexArea),
    proofsByMaker: { title: 'Forex Proofs by Proof Maker', yName: 'Number of Forex Proofs', xName: 'Proof Makers' },
    usersByWhitelabel: { title: 'Forex Users Caught by Whitelabel', yName: 'Number of Users', xName: 'Whitelabels' },
    reportsByCatchBy: { title: 'Forex Reports by Catch By', yName: 'Number of Forex Reports', xName: 'Catch By' },
    proofStatusTitle: 'Proof Status',
    voidStatusTitle: 'Void Status',
    reportsErrorLabel: 'Forex Reports Error',
    proofsErrorLabel: 'Forex Proofs Error',
  },
};

export const DASHBOARD_AREA_KEYS: readonly DashboardArea[] = ['cbtf', 'forex'];
