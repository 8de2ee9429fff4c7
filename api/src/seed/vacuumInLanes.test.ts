import { createTestApp, type TestApp } from '../../testing/testApp';
import { vacuumInLanes } from './vacuumInLanes';

describe('vacuumInLanes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('vacuums and analyzes every table of the database, partitions included, and the partitioned ones as a whole', async () => {
    await t.pool.query(`CREATE TABLE lanes_parent (area text, n int) PARTITION BY LIST (area)`);
    await t.pool.query(`CREATE TABLE lanes_turbo PARTITION OF lanes_parent FOR VALUES IN ('turbo')`);
    await t.pool.query(`CREATE TABLE lanes_plain AS SELECT n FROM generate_series(1, 5000) n`);
    await t.pool.query(`INSERT INTO lanes_parent SELECT 'turbo', n FROM generate_series(1, 5000) n`);

    await vacuumInLanes(t.pool, 2);

    // A partitioned table has no rows of its own to vacuum: its partitions are vacuumed.
    const { rows: tables } = await t.pool.query<{ name: string; vacuumed: boolean; analyzed: boolean }>(
      `SELECT s.relname AS name, s.last_vacuum IS NOT NULL OR c.relkind = 'p' AS vacuumed,
          s.last_analyze IS NOT NULL AS analyzed
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid ORDER BY 1`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['lanes_plain', 'lanes_turbo', 'reports']),
    );
    expect(tables.filter((table) => !table.analyzed)).toEqual([]);
    expect(tables.filter((table) => !table.vacuumed)).toEqual([]);
    // The partitioned table's own statistics (the planner's estimates across its partitions).
    const { rows: parent } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'lanes_parent' AND attname = 'n'`,
    );
    expect(parent[0].n).toBeGreaterThan(0);
  });
});
