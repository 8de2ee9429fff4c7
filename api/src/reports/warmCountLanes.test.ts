import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { warmUp } from '../ops/beforeServing';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Sequential scans of each of report_search's partitions so far (PostgreSQL's statistics). */
async function scans(): Promise<Map<string, number>> {
  const { rows } = await t.db.execute<{ name: string; scans: number }>(
    sql`SELECT relname AS name, seq_scan::int AS scans FROM pg_stat_user_tables
      WHERE relid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'report_search'::regclass)`,
  );
  return new Map(rows.map((row) => [row.name, row.scans]));
}

it('has each count lane read every report’s searched text before the API serves', async () => {
  const before = await scans();
  expect(before.size).toBeGreaterThan(0);
  // db/countLane.ts: as many lanes as cores, two at least.
  const lanes = Math.max(2, os.availableParallelism());
  // What main.ts waits for before it listens (ops/beforeServing.ts).
  expect(await warmUp(t.app)).toContain('count lanes warmed');
  // Statistics reach other connections within a second or so: wait until every partition shows a scan
  // by every lane.
  for (;;) {
    await t.db.execute(sql`SELECT pg_stat_clear_snapshot()`);
    const after = await scans();
    if ([...before].every(([name, n]) => (after.get(name) ?? 0) >= n + lanes)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
