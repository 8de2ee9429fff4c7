import type { FastifyInstance } from 'fastify';
import {
  AREA_OF,
  DASHBOARD_AREA_KEYS,
  dayRange,
  LIST_KEYS,
  listRight,
  type DayRange,
  type ListKey,
  type ListStats,
} from '@console/contract/dashboard';
import type { AreaKey } from '@console/contract/areas';
import { requireAreaPermission } from '../auth/requireAreaPermission';
import type { Database } from '../db';
import { proofTypes, sports, whitelabels } from '../db/schema';
import { catalogueStats, noteStats, proofStats, reportStats } from './stats';

export interface DashboardOptions {
  db: Database;
}

type Counter<L extends ListKey> = (db: Database, area: AreaKey, range: DayRange | null) => Promise<ListStats[L]>;

const COUNTERS: { [L in ListKey]: Counter<L> } = {
  proofs: proofStats,
  reports: reportStats,
  notes: noteStats,
  whitelabels: (db, area) => catalogueStats(db, area, whitelabels),
  prooftypes: (db, area) => catalogueStats(db, area, proofTypes),
  sports: (db, area) => catalogueStats(db, area, sports),
};

const query = {
  type: 'object',
  properties: { start: { type: 'string', maxLength: 40 }, end: { type: 'string', maxLength: 40 } },
} as const;

/**
 * GET /api/dashboard/{cbtf|forex}/{list}?start=&end=: one list's figures for the dashboard's dates
 * (@console/contract/dashboard), each needing the area's section and the list's listing right, as the list
 * itself does. A decision beside the spec, which has the page fetch whole lists: at 100,000 proofs and
 * reports per area that was tens of MB and seconds of counting before the first card showed.
 */
export default async function dashboard(app: FastifyInstance, { db }: DashboardOptions): Promise<void> {
  for (const key of DASHBOARD_AREA_KEYS) {
    const area = AREA_OF[key];
    for (const list of LIST_KEYS) {
      app.get<{ Querystring: { start?: string; end?: string } }>(
        `/api/dashboard/${key}/${list}`,
        { preHandler: requireAreaPermission(area.section, listRight(area, list)), schema: { querystring: query } },
        // Unreadable or missing dates count every record, as the page's date rule says.
        (request) => COUNTERS[list](db, area.key, dayRange(request.query.start ?? '', request.query.end ?? '')),
      );
    }
  }
}
