import { forexArea, turboArea, type AreaDescriptor } from '../areas';
import type { Permission } from '../permissions';
import type { CountStats, ProofStats, ReportStats } from './stats';

/** The spec's names of the dashboard's two areas (foundation.md §2). */
export type DashboardArea = 'cbtf' | 'forex';
export const DASHBOARD_AREA_KEYS: readonly DashboardArea[] = ['cbtf', 'forex'];
export const AREA_OF: Record<DashboardArea, AreaDescriptor> = { cbtf: turboArea, forex: forexArea };

/** The lists the dashboard counts; the clients card counts the proofs (/api/client is the proof API). */
export type ListKey = 'whitelabels' | 'prooftypes' | 'sports' | 'proofs' | 'reports' | 'notes';
export const LIST_KEYS: readonly ListKey[] = ['proofs', 'reports', 'notes', 'whitelabels', 'prooftypes', 'sports'];

export interface ListStats {
  proofs: ProofStats;
  reports: ReportStats;
  notes: CountStats;
  whitelabels: CountStats;
  prooftypes: CountStats;
  sports: CountStats;
}

/** The right that opens a list's figures: the list's own listing right (foundation.md §6). */
export function listRight(area: AreaDescriptor, list: ListKey): Permission {
  const resource = {
    whitelabels: area.whitelabel,
    prooftypes: area.prooftype,
    sports: area.sport,
    proofs: area.proof,
    reports: area.report,
    notes: area.note,
  }[list];
  return resource.rights.listing;
}

/** Where a list's figures come from, below /api (no leading slash, as the API client takes paths). */
export const statsPath = (area: DashboardArea, list: ListKey) => `dashboard/${area}/${list}`;
