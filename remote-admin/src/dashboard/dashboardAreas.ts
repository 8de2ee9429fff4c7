import type { AreaDescriptor } from '@console/contract/areas';
import { AREA_OF, listRight, type DashboardArea, type ListKey } from '@console/contract/dashboard';
import type { Permission } from '@console/contract/permissions';

export interface ListSource {
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

function listsOf(area: AreaDescriptor): Record<ListKey, ListSource> {
  const { whitelabel, prooftype, sport, note, proof, report } = area;
  const source = (list: ListKey, resource: { messages: { fetchFailed: string }; route: string }) => ({
    right: listRight(area, list),
    fetchFailed: resource.messages.fetchFailed,
    route: resource.route,
  });
  return {
    whitelabels: source('whitelabels', whitelabel),
    prooftypes: source('prooftypes', prooftype),
    sports: source('sports', sport),
    notes: source('notes', note),
    proofs: source('proofs', proof),
    reports: source('reports', report),
  };
}

export const DASHBOARD_AREAS: Record<DashboardArea, DashboardAreaDescriptor> = {
  turbo: {
    key: 'turbo',
    label: 'CBTF',
    area: AREA_OF.turbo,
    lists: listsOf(AREA_OF.turbo),
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
    area: AREA_OF.forex,
    lists: listsOf(AREA_OF.forex),
    proofsByMaker: { title: 'Forex Proofs by Proof Maker', yName: 'Number of Forex Proofs', xName: 'Proof Makers' },
    usersByWhitelabel: { title: 'Forex Users Caught by Whitelabel', yName: 'Number of Users', xName: 'Whitelabels' },
    reportsByCatchBy: { title: 'Forex Reports by Catch By', yName: 'Number of Forex Reports', xName: 'Catch By' },
    proofStatusTitle: 'Proof Status',
    voidStatusTitle: 'Void Status',
    reportsErrorLabel: 'Forex Reports Error',
    proofsErrorLabel: 'Forex Proofs Error',
  },
};
