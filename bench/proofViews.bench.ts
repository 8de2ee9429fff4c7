import { performance } from 'node:perf_hooks';
import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import { bearer } from './apiServer';
import { LARGE, startSeededApi } from './largeData/seededConsole';
import { report } from './report';

/**
 * Issue 20, item 5: "Proofs at 1,000,000: any page, filter or search ≤ 0.5 s". The proof list's own
 * call (`GET /api/client/page`, Turbo) for the views staff use, on a copy of the seeded console
 * (100,000 proofs per area, or LARGE_SIZE): pages, a filter of one letter (which most proofs hold and
 * no trigram index narrows), of a word, two filters together, filters with a sort, and a filtered page
 * 500; then the same within the page's default days (this month from the 2nd, which the page opens on).
 * One call at a time, each view asked twice: the first figure is the one with the goal.
 */
const VIEWS: Array<[string, Record<string, string>]> = [
  ['page 1', {}],
  ['page 500', { page: '500' }],
  ['agent "a"', { agent: 'a' }],
  ['user "a"', { user: 'a' }],
  ['event "e"', { event: 'e' }],
  ['market "o"', { market: 'o' }],
  ['whatsapp group "1"', { whatsappGroup: '1' }],
  ['agent "a" and user "a"', { agent: 'a', user: 'a' }],
  ['agent "a", amount at least 100', { agent: 'a', amountMin: '100' }],
  ['user "a", sorted by user', { user: 'a', sort: 'user', direction: 'asc' }],
  ['agent "a", sorted by agent', { agent: 'a', sort: 'agentName', direction: 'desc' }],
  ['market "o", sorted by amount', { market: 'o', sort: 'amount', direction: 'desc' }],
  ['user "a", page 500', { user: 'a', page: '500' }],
  ['proof maker "r", from 2026-01-01', { proofMaker: 'r', dateFrom: '2026-01-01' }],
  ['user "amit"', { user: 'amit' }],
  ['market "match odds"', { market: 'match odds' }],
  // Words deep in the list: one in every proof (its matches walked), one in a sixth (read and sorted).
  ['navigation "sports", page 200', { navigation: 'sports', page: '200' }],
  ['market "match odds", page 500', { market: 'match odds', page: '500' }],
  ['user "amit4"', { user: 'amit4' }],
];

/** The page's own first dates: where a person's filters start. */
const DEFAULT_DAYS = { dateFrom: rangeStartInKolkata(), dateTo: todayInKolkata() };
const IN_DEFAULT_DAYS: Array<[string, Record<string, string>]> = [
  ['the page as it opens', {}],
  ['agent "a"', { agent: 'a' }],
  ['event "e" and market "o"', { event: 'e', market: 'o' }],
  ['user "a", sorted by user', { user: 'a', sort: 'user', direction: 'asc' }],
  ['agent "a", page 500', { agent: 'a', page: '500' }],
  ['amount at least 100', { amountMin: '100' }],
  ['user "amit"', { user: 'amit' }],
];

export default async function proofViews() {
  const server = await startSeededApi();
  try {
    const headers = await bearer(server.url);
    const ask = async (search: Record<string, string>) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/client/page?${new URLSearchParams(search).toString()}`, {
        headers,
      });
      if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
      const { total } = (await answer.json()) as { total: number };
      return { ms: performance.now() - started, total };
    };
    console.log(
      `Turbo's proof list at ${LARGE.proofs} proofs per area, one call at a time (found; the same call again):`,
    );
    const views = [
      ...VIEWS,
      ...IN_DEFAULT_DAYS.map(([name, search]): [string, Record<string, string>] => [
        `${DEFAULT_DAYS.dateFrom} to ${DEFAULT_DAYS.dateTo}: ${name}`,
        { ...DEFAULT_DAYS, ...search },
      ]),
    ];
    for (const [name, search] of views) {
      const first = await ask(search);
      const again = await ask(search);
      report(`${name} (${first.total}; ${again.ms.toFixed(0)} ms)`, first.ms, 'ms', { max: 500 });
    }
  } finally {
    await server.stop();
  }
}
