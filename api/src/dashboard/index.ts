import type { FastifyInstance } from 'fastify';
import {
  AREA_OF,
  DASHBOARD_AREA_KEYS,
  dayRange,
  LIST_KEYS,
  listRight,
  statsPath,
  type DayRange,
  type ListKey,
  type ListStats,
} from '@console/contract/dashboard';
import type { AreaKey } from '@console/contract/areas';
import { LIST_STATS_ANSWERS } from '@console/contract/wire';
import { requireAreaPermission } from '../auth/requireAreaPermission';
import { answers } from '../http/answers';
import type { Database } from '../db';
import { proofTypes, sports, whitelabels } from '../db/schema';
import { answerCache } from '../revisions/answerCache';
import { revisionsTag, type RevisedList } from '../revisions/listRevision';
import { catalogueStats, noteStats, proofStats, reportStats } from './stats';

/** Date ranges kept per list and area: the dashboard's own (this month, a day, the last seven...) and more. */
const KEPT_RANGES = 200;

export interface DashboardOptions {
  db: Database;
}

type Counter<L extends ListKey> = (db: Database, area: AreaKey, range: DayRange | null) => Promise<ListStats[L]>;

/**
 * What each large list's figures are computed from: they are kept per revision of those lists
 * (answerCache), so the people landing on the dashboard after a change cost one count per date range.
 * The small lists (notes and the catalogues) are counted on each call.
 */
const COUNTED_FROM: Partial<Record<ListKey, readonly RevisedList[]>> = {
  proofs: ['proofs', 'whitelabels'],
  reports: ['reports'],
};

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
  const kept = answerCache<unknown>(KEPT_RANGES);
  for (const key of DASHBOARD_AREA_KEYS) {
    const area = AREA_OF[key];
    for (const list of LIST_KEYS) {
      app.get<{ Querystring: { start?: string; end?: string } }>(
        `/api/${statsPath(key, list)}`,
        {
          preHandler: requireAreaPermission(area.section, listRight(area, list)),
          schema: { querystring: query, response: answers({ 200: LIST_STATS_ANSWERS[list] }) },
        },
        async (request) => {
          // Unreadable or missing dates count every record, as the page's date rule says.
          const range = dayRange(request.query.start ?? '', request.query.end ?? '');
          const count = () => COUNTERS[list](db, area.key, range);
          const from = COUNTED_FROM[list];
          if (!from) return count();
          const tag = await revisionsTag(db, area.key, from);
          return kept(tag, `${area.key}/${list}/${range ? `${range.from}/${range.to}` : 'all'}`, count);
        },
      );
    }
  }
}
