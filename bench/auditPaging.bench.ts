import { performance } from 'node:perf_hooks';
import { startApi } from './apiServer';
import { median, report } from './report';

const ENTRIES = Number(process.env.AUDIT_BENCH_ENTRIES ?? 1_000_000);
const ROUNDS = 5;

/**
 * Issue 23: the Audit Log's paging at 1,000,000 entries. The entries go in by one INSERT ... SELECT
 * (spread over a year, both areas, fifty people, reports, proofs and notes), already sealed so the
 * sealer leaves them alone; then each call the screen makes is timed (median of ROUNDS) against the
 * goal of 0.5 s on the server.
 */
export default async function auditPaging() {
  const api = await startApi();
  try {
    const started = performance.now();
    await api.connection.pool.query(
      `INSERT INTO audit_entries
         (at, actor_id, actor_username, area, resource, record_id, action, changes, sections, seal_seq, prev_hash, hash)
       SELECT now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second',
              ('00000000-0000-4000-8000-' || lpad((n % 50)::text, 12, '0'))::uuid,
              'staff' || (n % 50),
              CASE WHEN n % 2 = 0 THEN 'turbo' ELSE 'forex' END,
              (ARRAY['report', 'proof', 'note'])[1 + n % 3],
              'rec-' || (n % 200000),
              (ARRAY['create', 'update', 'update', 'delete'])[1 + n % 4],
              jsonb_build_object('remark', jsonb_build_object('before', 'old ' || n, 'after', 'new ' || n)),
              CASE WHEN n % 2 = 0 THEN ARRAY['Turbo'] ELSE ARRAY['Forex'] END,
              -n, 'bench', 'bench'
         FROM generate_series(1, $1::int) AS n`,
      [ENTRIES],
    );
    await api.connection.pool.query('ANALYZE audit_entries');
    report(
      `insert ${ENTRIES.toLocaleString('en')} audit entries and analyze`,
      (performance.now() - started) / 1000,
      's',
    );

    const subadmin = await api.subadmin(['Turbo']);
    const calls: Array<[string, string, Record<string, string>]> = [
      ['admin, page 1', '', api.headers],
      ['admin, page 2,500 (50,000 entries in)', 'page=2500', api.headers],
      ['admin, the last page', `page=${Math.ceil(ENTRIES / 20)}`, api.headers],
      ["one record's history (resource and record id)", 'resource=report&recordId=rec-3', api.headers],
      ['one person (actor id)', 'actor=00000000-0000-4000-8000-000000000007', api.headers],
      ['one person by name (contains)', 'actor=staff7', api.headers],
      ['area and action', 'area=forex&action=delete', api.headers],
      ['one week (from, to)', 'from=2026-06-01&to=2026-06-07', api.headers],
      ['text in the changes (q)', 'q=new 4242', api.headers],
      ['subadmin of Turbo, page 1', '', subadmin],
    ];
    for (const [name, query, headers] of calls) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const start = performance.now();
        const response = await fetch(`${api.url}/api/audit?${query}`, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`GET /api/audit?${query} answered ${response.status}`);
      }
      report(`GET /api/audit: ${name}, median of ${ROUNDS}`, median(times), 'ms', { max: 500 });
    }
  } finally {
    await api.stop();
  }
}
