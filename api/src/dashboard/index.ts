import type { FastifyInstance } from 'fastify';
import {
  AREA_OF,
  areaStatsPath,
  DASHBOARD_AREA_KEYS,
  dayRange,
  LIST_KEYS,
  listRight,
  listsParam,
  statsPath,
  type AreaStats,
  type DayRange,
  type ListKey,
  type ListStats,
} from '@console/contract/dashboard';
import type { AreaKey } from '@console/contract/areas';
import { hasPermission } from '@console/contract/permissions';
import { firstOfMonthInKolkata, todayInKolkata } from '@console/contract/time';
import { AREA_STATS_ANSWER, LIST_STATS_ANSWERS } from '@console/contract/wire';
import { missingPermission } from '../auth/authPlugin';
import { warmBeforeServing } from '../ops/beforeServing';
import { runPeriodically } from '../ops/periodic';
import { requireAreaPermission } from '../auth/requireAreaPermission';
import { answers } from '../http/answers';
import type { Database } from '../db';
import { proofTypes, sports, whitelabels } from '../db/schema';
import { answerCache } from '../revisions/answerCache';
import { areaRevisions, type RevisedList } from '../revisions/listRevision';
import { catalogueStats, noteStats, proofStats, reportStats } from './stats';

/** Date ranges kept per list and area: the dashboard's own (this month, a day, the last seven...) and more. */
const KEPT_RANGES = 200;
/** How often each instance makes sure this month's figures are counted for the revision now current. */
const WARM_EVERY_MS = 30_000;

export interface DashboardOptions {
  db: Database;
}

type Counter<L extends ListKey> = (db: Database, area: AreaKey, range: DayRange | null) => Promise<ListStats[L]>;

/**
 * What each list's figures are computed from: they are kept per revision of those lists (answerCache),
 * so the people landing on the dashboard after a change cost one count per date range. The small lists
 * (notes and the catalogues) too since migration 0034: counted on every call, 50 people landing at once
 * made 200 counts of them.
 */
const COUNTED_FROM: Record<ListKey, readonly RevisedList[]> = {
  proofs: ['proofs', 'whitelabels'],
  reports: ['reports'],
  notes: ['notes'],
  whitelabels: ['whitelabels'],
  prooftypes: ['prooftypes'],
  sports: ['sports'],
};

const COUNTERS: { [L in ListKey]: Counter<L> } = {
  proofs: proofStats,
  reports: reportStats,
  notes: noteStats,
  whitelabels: (db, area) => catalogueStats(db, area, whitelabels),
  prooftypes: (db, area) => catalogueStats(db, area, proofTypes),
  sports: (db, area) => catalogueStats(db, area, sports),
};

const dates = { start: { type: 'string', maxLength: 40 }, end: { type: 'string', maxLength: 40 } } as const;
const listQuery = { type: 'object', properties: dates } as const;
const areaQuery = { type: 'object', properties: { ...dates, lists: { type: 'string', maxLength: 200 } } } as const;

type Dates = { start?: string; end?: string };
/** Unreadable or missing dates count every record, as the page's date rule says. */
const rangeOf = (query: Dates) => dayRange(query.start ?? '', query.end ?? '');

/**
 * GET /api/dashboard/{cbtf|forex}/{list}?start=&end=: one list's figures for the dashboard's dates
 * (@console/contract/dashboard), each needing the area's section and the list's listing right, as the list
 * itself does. A decision beside the spec, which has the page fetch whole lists: at 100,000 proofs and
 * reports per area that was tens of MB and seconds of counting before the first card showed.
 *
 * GET /api/dashboard/{cbtf|forex}?lists=&start=&end=: the lists the page asks for together, in one call
 * (six calls per person made 300 of 50 people landing at once); each list refused as its own call
 * would be, inside the answer (AreaStats). The single-list calls stay for pages built before it.
 */
export default async function dashboard(app: FastifyInstance, { db }: DashboardOptions): Promise<void> {
  const kept = answerCache<unknown>(KEPT_RANGES);

  /** A list's figures at the revisions `tagOf` read (areaRevisions: once per call for all its lists). */
  function figures<L extends ListKey>(
    area: AreaKey,
    list: L,
    range: DayRange | null,
    tagOf: (lists: readonly RevisedList[]) => string,
  ): Promise<ListStats[L]> {
    const count = () => COUNTERS[list](db, area, range);
    const key = `${area}/${list}/${range ? `${range.from}/${range.to}` : 'all'}`;
    return kept(tagOf(COUNTED_FROM[list]), key, count) as Promise<ListStats[L]>;
  }

  for (const key of DASHBOARD_AREA_KEYS) {
    const area = AREA_OF[key];
    const rights = LIST_KEYS.map((list) => listRight(area, list));
    for (const list of LIST_KEYS) {
      app.get<{ Querystring: Dates }>(
        `/api/${statsPath(key, list)}`,
        {
          preHandler: requireAreaPermission(area.section, listRight(area, list)),
          schema: { querystring: listQuery, response: answers({ 200: LIST_STATS_ANSWERS[list] }) },
        },
        async (request) => figures(area.key, list, rangeOf(request.query), await areaRevisions(db, area.key)),
      );
    }
    app.get<{ Querystring: Dates & { lists?: string } }>(
      `/api/${areaStatsPath(key)}`,
      {
        preHandler: requireAreaPermission(area.section, ...rights),
        schema: { querystring: areaQuery, response: answers({ 200: AREA_STATS_ANSWER }) },
      },
      async (request): Promise<AreaStats> => {
        const range = rangeOf(request.query);
        const tagOf = await areaRevisions(db, area.key);
        const outcomes = await Promise.all(
          listsParam.read(request.query.lists).map(async (list) => {
            const right = listRight(area, list);
            const outcome = hasPermission(request.user, right)
              ? { stats: await figures(area.key, list, range, tagOf) }
              : { status: 403, message: missingPermission([right]) };
            return [list, outcome] as const;
          }),
        );
        return Object.fromEntries(outcomes);
      },
    );
  }

  // This month's figures (the dashboard's first dates) counted ahead on start and after a change, so
  // the people landing after a login share a count already made rather than waiting for one.
  const countMonth = async () => {
    const month = dayRange(firstOfMonthInKolkata(), todayInKolkata());
    for (const key of DASHBOARD_AREA_KEYS) {
      const tagOf = await areaRevisions(db, AREA_OF[key].key);
      for (const list of LIST_KEYS) await figures(AREA_OF[key].key, list, month, tagOf);
    }
  };
  runPeriodically(app, 'counting the dashboard of the month', WARM_EVERY_MS, countMonth);
  // Counted before the instance serves (its first run shares these counts: they are kept per revision),
  // so the people logging in right after a start neither wait for them nor compete with them.
  warmBeforeServing(app, 'dashboard of the month counted', countMonth);
}
