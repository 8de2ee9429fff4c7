import { useMemo } from 'react';
import type { AreaData } from './dashboardStore';
import { countInBounds, dayBounds } from './stats/dashboardDate';
import { proofStats, type ProofStats } from './stats/proofStats';
import { reportStats, type ReportStats } from './stats/reportStats';

export interface AreaStats {
  /** Whether the dates filter (both set) or everything counts. */
  filtered: boolean;
  proofs: ProofStats | null;
  reports: ReportStats | null;
  notes: number | null;
}

/** The figures of the shown area for the chosen dates, counted again only when the lists or dates change. */
export function useAreaStats(data: AreaData, start: string, end: string): AreaStats {
  const bounds = useMemo(() => dayBounds(start, end), [start, end]);
  const proofs = useMemo(() => (data.proofs ? proofStats(data.proofs, bounds) : null), [data.proofs, bounds]);
  const reports = useMemo(() => (data.reports ? reportStats(data.reports, bounds) : null), [data.reports, bounds]);
  const notes = useMemo(() => (data.notes ? countInBounds(data.notes, bounds) : null), [data.notes, bounds]);
  return { filtered: bounds !== null, proofs, reports, notes };
}
