import { api } from '@console/platform';
import {
  areaStatsPath,
  listsParam,
  statsPath,
  type AreaStats,
  type DashboardArea,
  type ListKey,
  type ListStats,
} from '@console/contract/dashboard';

type Dates = { start: string; end: string };

interface Waiting {
  list: ListKey;
  resolve: (stats: ListStats[ListKey]) => void;
  reject: (error: unknown) => void;
}

/** A list the server refused inside the answer: its own call's status and words (errorMessage reads them). */
class ListRefused extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(serverMessage);
  }
}

/** The lists asked for in this moment, per area and dates: one call each, sent once the moment ends. */
const gathering = new Map<string, Waiting[]>();

const statusOf = (error: unknown) => (error as { response?: Response } | null)?.response?.status;

/** One list on its own (GET /api/dashboard/{area}/{list}): what an API older than the call per area answers. */
const fetchOne = (area: DashboardArea, list: ListKey, dates: Dates) =>
  api.get(statsPath(area, list), { searchParams: dates }).json<ListStats[ListKey]>();

async function ask(area: DashboardArea, dates: Dates, waiting: Waiting[]): Promise<void> {
  let answer: AreaStats;
  try {
    const lists = listsParam.write([...new Set(waiting.map((one) => one.list))]);
    answer = await api.get(areaStatsPath(area), { searchParams: { lists, ...dates } }).json<AreaStats>();
  } catch (error) {
    if (statusOf(error) === 404)
      for (const one of waiting) fetchOne(area, one.list, dates).then(one.resolve, one.reject);
    else for (const one of waiting) one.reject(error);
    return;
  }
  for (const one of waiting) {
    const outcome = answer[one.list];
    if (outcome && 'stats' in outcome) one.resolve(outcome.stats);
    else if (outcome) one.reject(new ListRefused(outcome.status, outcome.message));
    else one.reject(new Error(`the answer has no ${one.list}`));
  }
}

/**
 * One list's figures for the dates shown; the server counts. The lists the page asks for in the same
 * moment go in one call (GET /api/dashboard/{area}?lists=), each still answered or refused on its own:
 * six calls per person landing made the dashboard the busiest call of a morning's logins.
 */
export function fetchStats<L extends ListKey>(area: DashboardArea, list: L, dates: Dates): Promise<ListStats[L]> {
  const key = JSON.stringify([area, dates.start, dates.end]);
  return new Promise<ListStats[L]>((resolve, reject) => {
    let waiting = gathering.get(key);
    if (!waiting) {
      const batch: Waiting[] = (waiting = []);
      gathering.set(key, batch);
      setTimeout(() => {
        gathering.delete(key);
        void ask(area, { start: dates.start, end: dates.end }, batch);
      }, 0);
    }
    waiting.push({ list, resolve: resolve as Waiting['resolve'], reject });
  });
}
