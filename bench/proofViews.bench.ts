import { performance } from 'node:perf_hooks';
import { ADMIN } from 'e2e/support';
import { LARGE, startSeededApi } from './largeData/seededConsole';
import { report } from './report';

/**
 * Issue 20, item 5: "Proofs at 1,000,000: any page, filter or search ≤ 0.5 s". The proof list's own
 * call (`GET /api/client/page`, Turbo) for the views staff use, on a copy of the seeded console
 * (100,000 proofs per area, or LARGE_SIZE): pages, a filter of one letter (which most proofs hold and
 * no trigram index narrows), of a word, two filters together, filters with a sort, and a filtered page
 * 500. One call at a time, each view asked twice: the first figure is the one with the goal.
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
];

export default async function proofViews() {
  const server = await startSeededApi();
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const ask = async (search: Record<string, string>) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/client/page?${new URLSearchParams(search).toString()}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
      const { total } = (await answer.json()) as { total: number };
      return { ms: performance.now() - started, total };
    };
    console.log(
      `Turbo's proof list at ${LARGE.proofs} proofs per area, one call at a time (found; the same call again):`,
    );
    for (const [name, search] of VIEWS) {
      const first = await ask(search);
      const again = await ask(search);
      report(`${name} (${first.total}; ${again.ms.toFixed(0)} ms)`, first.ms, 'ms', { max: 500 });
    }
  } finally {
    await server.stop();
  }
}
